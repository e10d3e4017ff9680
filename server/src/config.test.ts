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

describe('payment gateway configuration', () => {
  it('uses the fake gateway by default, with a generated secret and its switches off', () => {
    const config = loadConfig(base);
    expect(config.paymentGateway).toBe('fake');
    expect(config.fakeGateway.secret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig(base).fakeGateway.secret).toBe(config.fakeGateway.secret); // kept under DATA_DIR
    expect(config.fakeGateway.switches).toEqual({
      webhookDelayMs: 0,
      duplicateWebhooks: false,
      reorderWebhooks: false,
      dropWebhooks: false,
      failPayouts: false,
      failRenewals: false,
    });
    expect(config.paymentSettlementDelaySeconds).toBe(0);
  });

  it('reads the switches and refuses bad values by name', () => {
    const config = loadConfig({ ...base, FAKE_GATEWAY_DROP_WEBHOOKS: 'true', FAKE_GATEWAY_WEBHOOK_DELAY_MS: '250' });
    expect(config.fakeGateway.switches).toMatchObject({ dropWebhooks: true, webhookDelayMs: 250 });
    expect(() => loadConfig({ ...base, PAYMENT_GATEWAY: 'stripe' })).toThrow(/^PAYMENT_GATEWAY must be one of /);
    expect(() => loadConfig({ ...base, FAKE_GATEWAY_SECRET: 'short' })).toThrow(
      new ConfigError('FAKE_GATEWAY_SECRET must be at least 32 characters long'),
    );
    expect(() => loadConfig({ ...base, PAYMENT_SETTLEMENT_DELAY: '-1' })).toThrow(/^PAYMENT_SETTLEMENT_DELAY must be/);
  });
});
