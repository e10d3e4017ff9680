import type { DataSource } from 'typeorm';
import type { Config } from '../../config';
import { FakeGateway } from './fake/fake-gateway';
import type { PaymentGateway } from './gateway';
import type { TaskQueue } from './task-queue';

/** What the fake gateway keeps its state in and sends its webhooks with (real gateways keep theirs). */
export interface GatewayRuntime {
  db: DataSource;
  queue: TaskQueue;
}

/** The gateway PAYMENT_GATEWAY names (config.ts refuses the ones not available). */
export function createGateway(config: Config, runtime: GatewayRuntime): PaymentGateway {
  switch (config.paymentGateway) {
    case 'fake':
      return new FakeGateway(runtime.db, config, runtime.queue);
    default:
      throw new Error(`PAYMENT_GATEWAY=${config.paymentGateway} is not available yet`);
  }
}
