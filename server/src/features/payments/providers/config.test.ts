import { ConfigError, loadConfig } from '../../../config';

// PAYMENT_GATEWAY=paystack / flutterwave need their keys, named when missing; other gateways need none of them.
const base = {
  NODE_ENV: 'test',
  JWT_SECRET: 'a-test-secret-that-is-long-enough-0123456789',
  DATA_DIR: '/tmp/kuza-config-test',
};

describe('payment provider configuration', () => {
  it('reads neither provider unless it is selected, even with keys set', () => {
    const config = loadConfig({ ...base, PAYSTACK_SECRET_KEY: 'oops', FLUTTERWAVE_SECRET_KEY: 'oops' });
    expect(config.paystack).toBeUndefined();
    expect(config.flutterwave).toBeUndefined();
  });

  it('names the missing Paystack key when Paystack is selected', () => {
    expect(() => loadConfig({ ...base, PAYMENT_GATEWAY: 'paystack' })).toThrow(
      new ConfigError('PAYSTACK_SECRET_KEY is required when PAYMENT_GATEWAY=paystack'),
    );
    expect(() => loadConfig({ ...base, PAYMENT_GATEWAY: 'paystack', PAYSTACK_SECRET_KEY: 'pk_test_abc' })).toThrow(
      /^PAYSTACK_SECRET_KEY must be a Paystack secret key/,
    );
  });

  it('uses Paystack test mode for sk_test_ keys and the public API by default', () => {
    const test = loadConfig({ ...base, PAYMENT_GATEWAY: 'paystack', PAYSTACK_SECRET_KEY: 'sk_test_abc123' });
    expect(test.paystack).toEqual({
      secretKey: 'sk_test_abc123',
      baseUrl: 'https://api.paystack.co',
      testMode: true,
    });
    const live = loadConfig({
      ...base,
      PAYMENT_GATEWAY: 'paystack',
      PAYSTACK_SECRET_KEY: 'sk_live_abc123',
      PAYSTACK_BASE_URL: 'http://127.0.0.1:9999/',
    });
    expect(live.paystack).toMatchObject({ baseUrl: 'http://127.0.0.1:9999', testMode: false });
    expect(() =>
      loadConfig({
        ...base,
        PAYMENT_GATEWAY: 'paystack',
        PAYSTACK_SECRET_KEY: 'sk_live_x',
        PAYSTACK_BASE_URL: 'ftp://x',
      }),
    ).toThrow(new ConfigError('PAYSTACK_BASE_URL must start with http:// or https://'));
  });

  it('names each missing Flutterwave variable when Flutterwave is selected', () => {
    expect(() => loadConfig({ ...base, PAYMENT_GATEWAY: 'flutterwave' })).toThrow(
      new ConfigError('FLUTTERWAVE_SECRET_KEY is required when PAYMENT_GATEWAY=flutterwave'),
    );
    expect(() =>
      loadConfig({ ...base, PAYMENT_GATEWAY: 'flutterwave', FLUTTERWAVE_SECRET_KEY: 'FLWSECK_TEST-abc-X' }),
    ).toThrow(new ConfigError('FLUTTERWAVE_WEBHOOK_HASH is required when PAYMENT_GATEWAY=flutterwave'));
    expect(() =>
      loadConfig({
        ...base,
        PAYMENT_GATEWAY: 'flutterwave',
        FLUTTERWAVE_SECRET_KEY: 'FLWSECK_TEST-abc-X',
        FLUTTERWAVE_WEBHOOK_HASH: 'short',
      }),
    ).toThrow(new ConfigError('FLUTTERWAVE_WEBHOOK_HASH must be at least 16 characters long'));
  });

  it('uses Flutterwave test mode for FLWSECK_TEST keys and the public API by default', () => {
    const env = { ...base, PAYMENT_GATEWAY: 'flutterwave', FLUTTERWAVE_WEBHOOK_HASH: 'a-long-enough-secret-hash' };
    expect(loadConfig({ ...env, FLUTTERWAVE_SECRET_KEY: 'FLWSECK_TEST-abc-X' }).flutterwave).toEqual({
      secretKey: 'FLWSECK_TEST-abc-X',
      baseUrl: 'https://api.flutterwave.com',
      webhookHash: 'a-long-enough-secret-hash',
      testMode: true,
    });
    expect(loadConfig({ ...env, FLUTTERWAVE_SECRET_KEY: 'FLWSECK-abc-X' }).flutterwave?.testMode).toBe(false);
  });
});
