import { ConfigError, loadConfig } from './config';

// A complete test environment; each case changes one variable.
const base = {
  NODE_ENV: 'test',
  JWT_SECRET: 'a-test-secret-that-is-long-enough-0123456789',
  DATA_DIR: '/tmp/kuza-config-test',
};

describe('loadConfig', () => {
  it('names the variable and the accepted schemes of a URL with the wrong scheme', () => {
    expect(() => loadConfig({ ...base, REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(
      new ConfigError('REDIS_URL must start with redis:// or rediss://'),
    );
    expect(loadConfig({ ...base, REDIS_URL: 'rediss://cache.example:6380' }).redisUrl).toBe(
      'rediss://cache.example:6380',
    );
  });

  it('accepts every pino level, trace included, and refuses others by name', () => {
    expect(loadConfig({ ...base, LOG_LEVEL: 'trace' }).logLevel).toBe('trace');
    expect(() => loadConfig({ ...base, LOG_LEVEL: 'verbose' })).toThrow(/^LOG_LEVEL must be one of /);
  });
});
