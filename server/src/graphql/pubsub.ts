import { createPubSub, type PubSub, type PubSubEventTarget } from '@graphql-yoga/subscription';
import { Redis } from 'ioredis';
import type { Config } from '../config';
import type { Logger } from '../logger';
import type { AppPubSub } from './services';

/** Kuza's channels on a Redis that other applications may share. */
export const REDIS_CHANNEL_PREFIX = 'kuza:';

export interface AppPubSubHandle {
  pubSub: AppPubSub;
  /** Closes the Redis connections (nothing to close in process). */
  close(): Promise<void>;
  /** With Redis: whether it answers PING (readiness, http/health.ts). */
  ping?: () => Promise<boolean>;
  /** With Redis: the subscribing connection, which the revocation bus trusts only while it is connected. */
  subscriber?: ConnectionWatch;
}

/** A connection's state and its changes (`true`: connected). */
export interface ConnectionWatch {
  readonly connected: boolean;
  onChange(listener: (connected: boolean) => void): void;
}

/**
 * Subscription events: in process without REDIS_URL; through Redis with it, so that every Kuza process connected to
 * the same Redis delivers every event (each to its own subscribers). Payloads travel as JSON.
 */
export function createAppPubSub(config: Pick<Config, 'redisUrl'>, logger: Logger): AppPubSubHandle {
  if (!config.redisUrl) return { pubSub: createPubSub() as AppPubSub, close: async () => undefined };
  const redis = redisEventTarget(config.redisUrl, logger);
  return {
    pubSub: createPubSub({ eventTarget: redis.target }) as AppPubSub,
    close: redis.close,
    ping: redis.ping,
    subscriber: redis.subscriber,
  };
}

type AppEventTarget = PubSubEventTarget<AppPubSub extends PubSub<infer Events> ? Events : never>;
type Listener = ((event: CustomEvent) => void) | { handleEvent(event: CustomEvent): void };

/**
 * An event target over Redis pub/sub, as @graphql-yoga/redis-event-target's but never leaving a Redis failure
 * unhandled (a rejected command would end the process), and with Kuza's channel prefix. Redis outages are logged;
 * events published during one may be lost, and subscriptions resume when Redis is back.
 */
function redisEventTarget(
  url: string,
  logger: Logger,
): { target: AppEventTarget; close(): Promise<void>; ping(): Promise<boolean>; subscriber: ConnectionWatch } {
  let closing = false;
  const log = logger.child({ component: 'redis-pubsub' });
  const connect = (role: 'publish' | 'subscribe') => {
    // The subscriber's commands wait for the connection however long it is down, so no subscription is dropped;
    // the publisher gives up on an event after ioredis's default retries.
    const client = new Redis(url, {
      connectionName: `kuza-${role}`,
      ...(role === 'subscribe' ? { maxRetriesPerRequest: null } : {}),
    });
    let down = false; // one line per outage, not one per reconnection attempt
    client.on('error', (err: Error) => {
      if (down || closing) return;
      down = true;
      log.error(
        { err: { message: err.message }, role },
        'Redis connection failed: subscription events are not delivered until it is back',
      );
    });
    client.on('ready', () => {
      if (!down) return;
      down = false;
      log.info({ role }, 'Redis connection restored');
    });
    return client;
  };
  const publisher = connect('publish');
  const subscriber = connect('subscribe');
  const watchers = new Set<(connected: boolean) => void>();
  const tell = (connected: boolean) => () => watchers.forEach((watcher) => watcher(connected));
  subscriber.on('ready', tell(true));
  subscriber.on('close', tell(false));
  const failed = (what: string) => (err: Error) => {
    if (!closing) log.error({ err: { message: err.message } }, `Redis ${what} failed`);
  };

  // One parse per message: every listener in this process gets the same payload object, so
  // shared-subscription-results still executes an event once per operation for all of them.
  const listeners = new Map<string, Set<Listener>>();
  subscriber.on('message', (channel: string, message: string) => {
    const callbacks = listeners.get(channel);
    if (!callbacks) return;
    let detail: unknown;
    try {
      detail = message === '' ? null : JSON.parse(message);
    } catch (err) {
      return failed(`message on ${channel}`)(err as Error);
    }
    const event = new CustomEvent(channel.slice(REDIS_CHANNEL_PREFIX.length), { detail });
    for (const callback of callbacks) {
      try {
        if (typeof callback === 'function') callback(event);
        else callback.handleEvent(event);
      } catch (err) {
        log.error({ err }, 'A subscriber could not take an event');
      }
    }
  });

  const target = {
    addEventListener(topic: string, callback: Listener | null) {
      if (!callback) return;
      const channel = REDIS_CHANNEL_PREFIX + topic;
      let callbacks = listeners.get(channel);
      if (!callbacks) {
        listeners.set(channel, (callbacks = new Set()));
        subscriber.subscribe(channel).catch(failed(`SUBSCRIBE ${channel}`));
      }
      callbacks.add(callback);
    },
    removeEventListener(topic: string, callback: Listener | null) {
      const channel = REDIS_CHANNEL_PREFIX + topic;
      const callbacks = listeners.get(channel);
      if (!callback || !callbacks?.delete(callback) || callbacks.size > 0) return;
      listeners.delete(channel);
      subscriber.unsubscribe(channel).catch(failed(`UNSUBSCRIBE ${channel}`));
    },
    dispatchEvent(event: CustomEvent) {
      const message = event.detail === undefined ? '' : JSON.stringify(event.detail);
      publisher.publish(REDIS_CHANNEL_PREFIX + event.type, message).catch(failed(`PUBLISH ${event.type}`));
      return true;
    },
  } as unknown as AppEventTarget;

  const closeClient = async (client: Redis) => {
    // QUIT sends what is queued first; a client that is not connected has nothing to send.
    if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
    else client.disconnect();
  };
  return {
    target,
    subscriber: {
      get connected() {
        return subscriber.status === 'ready';
      },
      onChange: (watcher) => void watchers.add(watcher),
    },
    // Not connected is not ready: a PING would only wait in the offline queue.
    ping: async () => publisher.status === 'ready' && (await publisher.ping()) === 'PONG',
    close: async () => {
      closing = true;
      await Promise.all([closeClient(publisher), closeClient(subscriber)]);
    },
  };
}
