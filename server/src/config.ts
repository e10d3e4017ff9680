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
  };
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
