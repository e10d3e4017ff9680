import { randomUUID } from 'node:crypto';
import type { PubSub } from '@graphql-yoga/subscription';
import { Client, type Notification } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresConnectionOptions } from 'typeorm/driver/postgres/PostgresConnectionOptions';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { BusLiveness } from './bus-liveness';
import type { ConnectionWatch } from './pubsub';
import type { AppPubSub } from './services';

/**
 * Credentials that changed: a `session` ended (sign-out, refresh-token reuse, new password), a `user`'s access
 * ended (suspension), an `apiKey` was deleted, or a user's `role`s changed (`id` is then the user's id).
 */
export interface Revocation {
  kind: 'session' | 'user' | 'apiKey' | 'role';
  id: string;
}

export type RevocationListener = (revocation: Revocation) => void;

/** Server-wide news of revoked credentials, so that every instance drops what it holds for them. */
export interface RevocationBus {
  /** Tells every instance, this one first. Call it after the change committed; never rejects (failures are logged). */
  publishRevocation(revocation: Revocation): Promise<void>;
  /** Calls `listener` with every revocation from any instance, this one's included. */
  onRevocation(listener: RevocationListener): () => void;
  /**
   * Whether this instance hears every revocation now (its transport is connected and carried a probe back to it):
   * what it keeps about credentials may be trusted only while live, and only if learned in the current `epoch`.
   */
  readonly live: boolean;
  /** Moves whenever `live` changes (a lost or regained transport). */
  readonly epoch: number;
  /** Settles once the first attempt to listen has (PostgreSQL transport): instances start listening. */
  ready: Promise<void>;
  close(): Promise<void>;
}

/** A revocation on the wire, with the instance that sent it; or a probe an instance sends itself (bus-liveness.ts). */
interface Message {
  kind: Revocation['kind'] | 'probe';
  id: string;
  from: string;
}

interface Transport {
  send(message: Message): Promise<void>;
  /** Sends this instance's probe the way that best proves it still hears the transport. */
  probe(message: Message): Promise<void>;
  /** Tells `listener` when the transport connects (true) or is lost (false), its current state included. */
  watch(listener: (connected: boolean) => void): void;
  ready: Promise<void>;
  close(): Promise<void>;
}

const KINDS = new Set<unknown>(['session', 'user', 'apiKey', 'role']);
/** The pub/sub topic (Redis channel `kuza:revocations`). */
const REVOCATION_TOPIC = 'revocations' as const;
/** The PostgreSQL NOTIFY channel (channels are per database, so instances of other databases never hear it). */
const REVOCATION_CHANNEL = 'kuza_revocations';

function asRevocation(value: unknown): Revocation | null {
  const candidate = value as Partial<Revocation> | null;
  if (!candidate || !KINDS.has(candidate.kind) || typeof candidate.id !== 'string') return null;
  return { kind: candidate.kind!, id: candidate.id };
}

/**
 * The bus travels where the instances already meet: through Redis pub/sub (the subscription events' connection)
 * when REDIS_URL is set, otherwise through PostgreSQL LISTEN/NOTIFY, which every instance sharing a database
 * hears without anything more to run (and which a single instance hears too). Either way a revocation is also
 * delivered in this process at once, so the instance that made the change never waits on the transport.
 * Revocations sent while an instance's transport is down are lost to it: it is not `live` then, so it trusts
 * nothing it kept and checks credentials in the database on every request, connection and operation.
 */
export function createRevocationBus(
  config: Pick<Config, 'redisUrl'>,
  deps: { db: DataSource; pubSub: AppPubSub; logger: Logger; subscriber?: ConnectionWatch },
): RevocationBus {
  const log = deps.logger.child({ component: 'revocations' });
  const listeners = new Set<RevocationListener>();
  const deliver = (value: unknown) => {
    const revocation = asRevocation(value);
    if (!revocation) return void log.warn('Ignored a malformed revocation');
    for (const listener of listeners) {
      try {
        listener(revocation);
      } catch (err) {
        log.error({ err }, 'A revocation listener failed');
      }
    }
  };
  // This instance's own messages come back from the transport: they were delivered here already, and a late
  // second delivery would close a socket that reconnected meanwhile with the new credentials.
  const self = randomUUID();
  const liveness = new BusLiveness((nonce) => transport.probe({ kind: 'probe', id: nonce, from: self }));
  const receive = (value: unknown) => {
    const message = value as Partial<Message> | null;
    if (message?.kind === 'probe') {
      if (message.from === self && typeof message.id === 'string') liveness.probeReturned(message.id);
    } else if (message?.from !== self) deliver(value);
  };
  const transport = config.redisUrl
    ? pubSubTransport(deps.pubSub, deps.subscriber, receive)
    : postgresTransport(deps.db, receive, log);
  transport.watch((connected) => liveness.transportChanged(connected));
  return {
    get live() {
      return liveness.live;
    },
    get epoch() {
      return liveness.epoch;
    },
    async publishRevocation(revocation) {
      deliver(revocation);
      try {
        await transport.send({ kind: revocation.kind, id: revocation.id, from: self });
      } catch (err) {
        log.error(
          { err: { message: (err as Error).message }, kind: revocation.kind },
          'Could not publish a revocation',
        );
      }
    },
    onRevocation(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ready: transport.ready,
    close: () => {
      liveness.close();
      return transport.close();
    },
  };
}

/** Through the subscription events' pub/sub: Redis with REDIS_URL (pubsub.ts logs and rides out its outages). */
function pubSubTransport(
  appPubSub: AppPubSub,
  subscriber: ConnectionWatch | undefined,
  receive: (value: unknown) => void,
): Transport {
  // The app's pub/sub typed for this one topic (its own type allows a routing id on every topic).
  const pubSub = appPubSub as unknown as PubSub<{ [REVOCATION_TOPIC]: [Message] }>;
  const events = pubSub.subscribe(REVOCATION_TOPIC);
  void (async () => {
    for await (const payload of events) receive(payload);
  })();
  return {
    send: async (message) => pubSub.publish(REVOCATION_TOPIC, message),
    probe: async (message) => pubSub.publish(REVOCATION_TOPIC, message),
    // Without a connection to watch (an in-process pub/sub) the transport cannot be lost.
    watch(listener) {
      subscriber?.onChange(listener);
      listener(subscriber?.connected ?? true);
    },
    ready: Promise.resolve(),
    close: async () => void (await events.return?.()),
  };
}

const RECONNECT_MAX_MS = 10_000;

/** LISTEN on a connection of its own (a pooled one would go back to the pool), reconnecting with backoff. */
function postgresTransport(db: DataSource, receive: (value: unknown) => void, log: Logger): Transport {
  let listener: Client | null = null;
  let connecting: Promise<void> = Promise.resolve();
  let closed = false;
  let down = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;
  let status: (connected: boolean) => void = () => undefined;
  let connected = false;
  const report = (now: boolean) => {
    if (now !== connected) status((connected = now));
  };

  const onNotification = (message: Notification) => {
    if (message.channel !== REVOCATION_CHANNEL || !message.payload) return;
    try {
      receive(JSON.parse(message.payload));
    } catch {
      log.warn('Ignored a malformed revocation');
    }
  };
  const discard = (client: Client) => {
    client.removeAllListeners();
    client.on('error', () => undefined); // a late error of a dead connection
    return client.end().catch(() => undefined);
  };
  const lost = (client: Client, err?: Error) => {
    if (listener !== client) return;
    listener = null;
    report(false);
    void discard(client);
    if (closed) return;
    if (!down) {
      down = true;
      log.error({ err: err && { message: err.message } }, 'Revocation listener lost its database connection');
    }
    const delay = Math.min(RECONNECT_MAX_MS, 250 * 2 ** attempt++);
    timer = setTimeout(() => (connecting = connect()), delay);
    timer.unref();
  };
  const connect = async () => {
    // The data source's own connection settings, read at each attempt.
    const { url, host, port, username, password, database } = db.options as PostgresConnectionOptions;
    const client = new Client({
      connectionString: url,
      host,
      port,
      user: username,
      password: typeof password === 'string' ? password : undefined,
      database,
      application_name: 'kuza-revocations',
      // An idle listener notices a silently dropped connection, and a hung attempt gives way to the next.
      keepAlive: true,
      connectionTimeoutMillis: 5000,
    });
    listener = client;
    client.on('notification', onNotification);
    client.on('error', (err) => lost(client, err));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${REVOCATION_CHANNEL}`);
    } catch (err) {
      return lost(client, err as Error);
    }
    attempt = 0;
    report(true);
    if (down) {
      down = false;
      log.info('Revocation listener reconnected');
    }
  };
  connecting = connect();

  return {
    watch(onChange) {
      status = onChange;
      onChange(connected);
    },
    ready: connecting,
    // NOTIFY reaches every session listening on this database, this instance's own included.
    async send(message) {
      await db.query('SELECT pg_notify($1, $2)', [REVOCATION_CHANNEL, JSON.stringify(message)]);
    },
    // On the listening connection itself (a session hears its own NOTIFY): no wait behind a busy pool, and the
    // round trip proves that very connection alive.
    async probe(message) {
      if (!listener || !connected) throw new Error('Not listening');
      await listener.query('SELECT pg_notify($1, $2)', [REVOCATION_CHANNEL, JSON.stringify(message)]);
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      await connecting;
      const client = listener;
      listener = null;
      if (client) await discard(client);
    },
  };
}
