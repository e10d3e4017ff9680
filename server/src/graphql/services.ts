import type { PubSub } from '@graphql-yoga/subscription';
import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import type { JobQueue } from '../jobs';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import type { RateLimiter } from './rate-limit';
import type { RevocationBus } from './revocations';
import type { WriteClock } from './write-clock';

export type AppPubSub = PubSub<Record<string, [unknown] | [string | number, unknown]>>;

/** What every service may use. */
export interface Deps {
  config: Config;
  db: DataSource;
  /** Background work on the PostgreSQL job queue (payouts, settlement, reconciliation). */
  jobs: JobQueue;
  logger: Logger;
  mailer: Mailer;
  pubSub: AppPubSub;
  rateLimiter: RateLimiter;
  /** Revoked sessions, users, API keys and changed roles, told to every instance (open sockets close). */
  revocations: RevocationBus;
  /** Mutations answered by this process (reads shared between callers start after the last one). */
  writeClock: WriteClock;
  services: Services;
}

type ServiceClass<T> = new (deps: Deps) => T;

/**
 * One instance of each service per process, created on first use, so a feature adds a service
 * without registering it in a shared list.
 */
export class Services {
  private readonly instances = new Map<ServiceClass<unknown>, unknown>();
  private deps!: Deps;

  /** Completes the dependencies with this registry and returns them. */
  bind(deps: Omit<Deps, 'services'>): Deps {
    this.deps = { ...deps, services: this };
    return this.deps;
  }

  get<T>(type: ServiceClass<T>): T {
    let instance = this.instances.get(type) as T | undefined;
    if (!instance) {
      instance = new type(this.deps);
      this.instances.set(type, instance);
    }
    return instance;
  }
}
