import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// The only reader of process.env. Bad configuration stops the process with one line naming the variable.
export interface Config {
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  storage: 'disk' | 's3';
  redisUrl: string | undefined;
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  trustProxy: boolean;
  logLevel: string;
  /** Demo creators, an admin and posts for a new database (README lists the accounts). */
  seedDemo: boolean;
  /** bcrypt work factor: 12 (about a quarter second per hash); the minimum of 10 in tests, to keep them quick. */
  bcryptCost: number;
  /** Where the built client lives; the server serves it when present. */
  clientDir: string;
  /** Whether this process runs background jobs (JOB_WORKER; tests run them with `jobs.runUntilIdle()`). */
  jobWorker: boolean;
  /** How many jobs this process runs at once (JOB_CONCURRENCY). */
  jobConcurrency: number;
  /**
   * How many times a query document runs through graphql-js before it is compiled (GRAPHQL_COMPILE_AFTER,
   * graphql/compiled-execution.ts): 1 by default, 0 compiles at once, a very large number keeps graphql-js.
   */
  compileQueriesAfter: number;
  /** The payment gateway (docs/money.md "Gateways and test mode"): `fake` (test mode, the default) moves no money. */
  paymentGateway: PaymentGatewayName;
  /** Seconds between a confirmed payment and its money becoming available (PENDING → AVAILABLE). */
  paymentSettlementDelaySeconds: number;
  fakeGateway: FakeGatewayConfig;
  /** Paystack's API (PAYSTACK_*), read only when PAYMENT_GATEWAY=paystack. */
  paystack: PaystackConfig | undefined;
  /** Flutterwave's v3 API (FLUTTERWAVE_*), read only when PAYMENT_GATEWAY=flutterwave. */
  flutterwave: FlutterwaveConfig | undefined;
  webhooks: WebhooksConfig;
}

/** Outgoing webhooks (docs/webhooks.md). */
export interface WebhooksConfig {
  /** Encrypts endpoints' signing secrets at rest: WEBHOOK_SECRET_KEY, or generated once under DATA_DIR. */
  secretKey: string;
  /**
   * Whether endpoints may be on private, loopback or link-local addresses (WEBHOOKS_ALLOW_PRIVATE_ADDRESSES): never
   * by default in production (SSRF), allowed elsewhere so that tests and development can use a local receiver.
   */
  allowPrivateAddresses: boolean;
}

export type PaymentGatewayName = 'fake' | 'paystack' | 'flutterwave';

/** The test-mode gateway's secret and its switches (tests may change the switches at run time). */
export interface FakeGatewayConfig {
  /** Signs its webhooks (HMAC-SHA512, as Paystack does): FAKE_GATEWAY_SECRET, or generated once under DATA_DIR. */
  secret: string;
  /** Where it posts webhooks; unset: this instance's own /webhooks/payments/fake. */
  webhookUrl: string | undefined;
  switches: FakeGatewaySwitches;
}

export interface FakeGatewaySwitches {
  /** Holds each webhook back this long (milliseconds). */
  webhookDelayMs: number;
  /** Sends each webhook twice. */
  duplicateWebhooks: boolean;
  /** Holds each webhook until the next one, then sends the newer first. */
  reorderWebhooks: boolean;
  /** Never sends webhooks (the reconciliation job must find the payments). */
  dropWebhooks: boolean;
  /** Every payout fails. */
  failPayouts: boolean;
  /** Every charge of a saved authorization (a membership's renewal) fails. */
  failRenewals: boolean;
}

export interface PaystackConfig {
  secretKey: string;
  /** https://api.paystack.co unless PAYSTACK_BASE_URL points elsewhere (a proxy, a local fake in tests). */
  baseUrl: string;
  /** A `sk_test_` key: Paystack's test mode, no real money. */
  testMode: boolean;
}

export interface FlutterwaveConfig {
  secretKey: string;
  /** https://api.flutterwave.com unless FLUTTERWAVE_BASE_URL points elsewhere; paths start with /v3. */
  baseUrl: string;
  /** The secret hash set in Flutterwave's dashboard, which its webhooks carry in `verif-hash`. */
  webhookHash: string;
  /** A `FLWSECK_TEST` key: Flutterwave's test mode, no real money. */
  testMode: boolean;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = oneOf(env, 'NODE_ENV', ['development', 'production', 'test'], 'development');
  const isProduction = nodeEnv === 'production';
  const port = integer(env, 'PORT', 4000, 0, 65535);
  const dataDir = path.resolve(env.DATA_DIR || './.data');
  const databaseUrl = url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']);
  const smtpUrl = url(env, 'SMTP_URL', ['smtp:', 'smtps:']);
  const redisUrl = url(env, 'REDIS_URL', ['redis:', 'rediss:']);
  const storage = oneOf(env, 'STORAGE', ['disk', 's3'], 'disk');
  if (storage === 's3') throw new ConfigError('STORAGE=s3 is not available yet: use STORAGE=disk');
  const publicUrl = (url(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`).replace(/\/$/, '');
  const jwtSecret = readJwtSecret(env, isProduction, dataDir);
  const paymentGateway = readPaymentGateway(env);
  return {
    port,
    databaseUrl,
    dataDir,
    jwtSecret,
    publicUrl,
    smtpUrl,
    storage,
    redisUrl,
    nodeEnv,
    isProduction,
    trustProxy: boolean(env, 'TRUST_PROXY', false),
    seedDemo: boolean(env, 'SEED_DEMO', !isProduction),
    bcryptCost: nodeEnv === 'test' ? 10 : 12,
    logLevel: oneOf(
      env,
      'LOG_LEVEL',
      ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
      nodeEnv === 'test' ? 'silent' : 'info',
    ),
    clientDir: path.resolve(__dirname, '../../client/dist'),
    jobWorker: boolean(env, 'JOB_WORKER', true),
    jobConcurrency: integer(env, 'JOB_CONCURRENCY', 4, 1, 32),
    compileQueriesAfter: integer(env, 'GRAPHQL_COMPILE_AFTER', 1, 0, 1_000_000_000),
    paymentGateway,
    paymentSettlementDelaySeconds: integer(env, 'PAYMENT_SETTLEMENT_DELAY', 0, 0, 30 * 24 * 3600),
    fakeGateway: {
      secret: paymentGateway === 'fake' ? readGeneratedSecret(env, 'FAKE_GATEWAY_SECRET', dataDir) : '',
      webhookUrl: url(env, 'FAKE_GATEWAY_WEBHOOK_URL', ['http:', 'https:']),
      switches: {
        webhookDelayMs: integer(env, 'FAKE_GATEWAY_WEBHOOK_DELAY_MS', 0, 0, 24 * 3600 * 1000),
        duplicateWebhooks: boolean(env, 'FAKE_GATEWAY_DUPLICATE_WEBHOOKS', false),
        reorderWebhooks: boolean(env, 'FAKE_GATEWAY_REORDER_WEBHOOKS', false),
        dropWebhooks: boolean(env, 'FAKE_GATEWAY_DROP_WEBHOOKS', false),
        failPayouts: boolean(env, 'FAKE_GATEWAY_FAIL_PAYOUTS', false),
        failRenewals: boolean(env, 'FAKE_GATEWAY_FAIL_RENEWALS', false),
      },
    },
    paystack: readPaystack(env),
    flutterwave: readFlutterwave(env),
    webhooks: {
      secretKey: readGeneratedSecret(env, 'WEBHOOK_SECRET_KEY', dataDir),
      allowPrivateAddresses: boolean(env, 'WEBHOOKS_ALLOW_PRIVATE_ADDRESSES', !isProduction),
    },
  };
}

function readPaymentGateway(env: Env): PaymentGatewayName {
  return oneOf(env, 'PAYMENT_GATEWAY', ['fake', 'paystack', 'flutterwave'] as const, 'fake');
}

/** A secret given in `name`, or generated once and kept beside the data (development and tests). */
function readGeneratedSecret(env: Env, name: string, dataDir: string): string {
  const given = env[name];
  if (given !== undefined && given !== '') {
    if (given.length < 32) throw new ConfigError(`${name} must be at least 32 characters long`);
    return given;
  }
  const file = path.join(dataDir, name.toLowerCase().replaceAll('_', '-'));
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

// A provider's variables are read, and required, only when PAYMENT_GATEWAY selects that provider.
function readPaystack(env: Env): PaystackConfig | undefined {
  if (env.PAYMENT_GATEWAY !== 'paystack') return undefined;
  const secretKey = required(env, 'PAYSTACK_SECRET_KEY', 'paystack');
  if (!/^sk_(test|live)_\S+$/.test(secretKey))
    throw new ConfigError('PAYSTACK_SECRET_KEY must be a Paystack secret key (sk_test_... or sk_live_...)');
  return {
    secretKey,
    baseUrl: (url(env, 'PAYSTACK_BASE_URL', ['http:', 'https:']) ?? 'https://api.paystack.co').replace(/\/+$/, ''),
    testMode: secretKey.startsWith('sk_test_'),
  };
}

function readFlutterwave(env: Env): FlutterwaveConfig | undefined {
  if (env.PAYMENT_GATEWAY !== 'flutterwave') return undefined;
  const secretKey = required(env, 'FLUTTERWAVE_SECRET_KEY', 'flutterwave');
  if (!/^FLWSECK(_TEST)?-\S+$/.test(secretKey))
    throw new ConfigError('FLUTTERWAVE_SECRET_KEY must be a Flutterwave secret key (FLWSECK_TEST-... or FLWSECK-...)');
  const webhookHash = required(env, 'FLUTTERWAVE_WEBHOOK_HASH', 'flutterwave');
  if (webhookHash.length < 16) throw new ConfigError('FLUTTERWAVE_WEBHOOK_HASH must be at least 16 characters long');
  return {
    secretKey,
    baseUrl: (url(env, 'FLUTTERWAVE_BASE_URL', ['http:', 'https:']) ?? 'https://api.flutterwave.com').replace(
      /\/+$/,
      '',
    ),
    webhookHash,
    testMode: secretKey.startsWith('FLWSECK_TEST'),
  };
}

function required(env: Env, name: string, gateway: string): string {
  const raw = env[name]?.trim();
  if (!raw) throw new ConfigError(`${name} is required when PAYMENT_GATEWAY=${gateway}`);
  return raw;
}

function readJwtSecret(env: Env, isProduction: boolean, dataDir: string): string {
  const given = env.JWT_SECRET;
  if (given !== undefined) {
    if (given.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters long');
    return given;
  }
  if (isProduction) throw new ConfigError('JWT_SECRET is required when NODE_ENV=production');
  // Development: generate once and keep it beside the data, so sessions survive restarts.
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new ConfigError(`${name} must be true or false (got "${raw}")`);
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer from ${min} to ${max} (got "${raw}")`);
  }
  return value;
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!allowed.includes(raw as T)) throw new ConfigError(`${name} must be one of ${allowed.join(', ')} (got "${raw}")`);
  return raw as T;
}

function url(env: Env, name: string, protocols: string[]): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL (${protocols.join(' or ')})`);
  }
  if (!protocols.includes(parsed.protocol))
    throw new ConfigError(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  return raw;
}
