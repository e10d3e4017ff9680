import { createPaystackGateway, GatewayError } from '../../../server/src/features/payments/providers';
import { createHmac } from 'node:crypto';
import { IGNORED_WEBHOOK, type PaymentGateway } from '../../../server/src/features/payments/gateway';
import { PAYSTACK_TEST_KEY, startFakePaystack, type FakePaystack } from '../../helpers/fake-paystack';
import { captureLogs } from './log-capture';

// Kuza's Paystack client against a local fake of Paystack's API answering its documented examples: checkout, reading
// a charge, payouts to mobile money and banks, signed webhooks, and every way the provider can fail.

let paystack: FakePaystack;
let gateway: PaymentGateway;
let logs: ReturnType<typeof captureLogs>;

function gatewayFor(secretKey = PAYSTACK_TEST_KEY, timeoutMs = 5_000) {
  return createPaystackGateway(
    { logLevel: 'silent', paystack: { secretKey, baseUrl: paystack.url, testMode: secretKey.startsWith('sk_test_') } },
    { logger: logs.logger, timeoutMs },
  );
}

beforeEach(async () => {
  paystack = await startFakePaystack();
  logs = captureLogs();
  gateway = gatewayFor();
});

afterEach(async () => {
  await paystack.close();
});

async function caught(promise: Promise<unknown>): Promise<GatewayError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GatewayError);
  return error as GatewayError;
}

const charge = (reference: string, amountMinor = 150000n, currency = 'NGN') => ({
  reference,
  amountMinor,
  currency,
  email: 'ada@example.com',
  returnUrl: 'https://kuza.example/checkout/return',
  description: 'Tip for @amara',
});

const payout = (
  reference: string,
  destination: Parameters<PaymentGateway['createPayout']>[0]['destination'],
  currency = 'KES',
  amountMinor = 250000n,
) => ({
  reference,
  amountMinor,
  currency,
  destination,
  reason: 'Kuza withdrawal',
});

describe('Paystack checkout', () => {
  it('initializes a transaction in minor units and hands back its checkout page', async () => {
    const created = await gateway.createCharge(charge('chk-1'));

    expect(gateway.provider).toBe('paystack');
    expect(gateway.testMode).toBe(true);
    expect(created).toMatchObject({ reference: 'chk-1', status: 'PENDING', amountMinor: 150000n, currency: 'NGN' });
    expect(created.checkoutUrl).toMatch(/^https:\/\/checkout\.paystack\.com\/\w+$/);
    const [request] = paystack.requests;
    expect(request).toMatchObject({
      method: 'POST',
      path: '/transaction/initialize',
      authorization: `Bearer ${PAYSTACK_TEST_KEY}`,
      contentType: 'application/json',
    });
    expect(request.body).toMatchObject({
      email: 'ada@example.com',
      amount: '150000',
      currency: 'NGN',
      reference: 'chk-1',
      callback_url: 'https://kuza.example/checkout/return',
    });
  });

  it('reads a charge as pending until paid, then paid with the amount Paystack holds', async () => {
    await gateway.createCharge(charge('chk-2', 50050n, 'GHS'));
    expect(await gateway.getCharge('chk-2')).toMatchObject({ status: 'PENDING', amountMinor: 50050n, currency: 'GHS' });

    paystack.settleCharge('chk-2', 'success');
    const paid = await gateway.getCharge('chk-2');

    expect(paid).toMatchObject({ reference: 'chk-2', status: 'PAID', amountMinor: 50050n, currency: 'GHS' });
    expect(paid.providerId).toBe(paystack.transactions.get('chk-2')?.id);
    expect(paystack.requests.at(-1)).toMatchObject({ method: 'GET', path: '/transaction/verify/chk-2' });
  });

  it('reads a failed charge as failed, and an unknown reference as not found', async () => {
    await gateway.createCharge(charge('chk-3'));
    paystack.settleCharge('chk-3', 'failed');
    expect((await gateway.getCharge('chk-3')).status).toBe('FAILED');

    const error = await caught(gateway.getCharge('chk-nobody'));
    expect(error).toMatchObject({ kind: 'NOT_FOUND', retryable: false, status: 400 });
  });
});

describe('Paystack payouts', () => {
  it('pays M-Pesa through a mobile_money recipient, then a transfer from the balance', async () => {
    const created = await gateway.createPayout(
      payout('wd-mpesa-1', { kind: 'MOBILE_MONEY', provider: 'M-Pesa', phoneNumber: '+254712345678' }),
    );

    expect(created).toMatchObject({
      reference: 'wd-mpesa-1',
      status: 'PROCESSING',
      amountMinor: 250000n,
      currency: 'KES',
    });
    expect(created.providerId).toMatch(/^TRF_/);
    const posts = paystack.requests.filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.path)).toEqual(['/transferrecipient', '/transfer']);
    expect(posts[0].body).toMatchObject({
      type: 'mobile_money',
      bank_code: 'MPESA',
      account_number: '0712345678',
      currency: 'KES',
    });
    expect(posts[1].body).toEqual({
      source: 'balance',
      amount: '250000',
      recipient: paystack.recipients.keys().next().value,
      reference: 'wd-mpesa-1',
      reason: 'Kuza withdrawal',
      currency: 'KES',
    });

    paystack.settleTransfer('wd-mpesa-1', 'success');
    expect(await gateway.getPayout('wd-mpesa-1')).toMatchObject({
      status: 'PAID',
      amountMinor: 250000n,
      failureReason: null,
    });
  });

  it.each([
    ['MTN', 'MTN'],
    ['AirtelTigo', 'ATL'],
    ['TIGO', 'ATL'],
    ['Vodafone Cash', 'VOD'],
    ['Telecel', 'VOD'],
  ])('sends Ghana mobile money on %s with bank code %s', async (operator, bankCode) => {
    await gateway.createPayout(
      payout('wd-gh', { kind: 'MOBILE_MONEY', provider: operator, phoneNumber: '+233551234987' }, 'GHS'),
    );
    expect(paystack.requests.find((r) => r.path === '/transferrecipient')?.body).toMatchObject({
      type: 'mobile_money',
      bank_code: bankCode,
      account_number: '0551234987',
      currency: 'GHS',
    });
  });

  it.each([
    ['NGN', 'nuban'],
    ['GHS', 'ghipss'],
    ['ZAR', 'basa'],
    ['KES', 'kepss'],
  ])('sends %s bank payouts as %s recipients', async (currency, type) => {
    await gateway.createPayout(
      payout(
        'wd-bank',
        { kind: 'BANK_TRANSFER', bankCode: '058', accountNumber: '0123456789', accountName: 'Amara Obi' },
        currency,
      ),
    );
    expect(paystack.requests.find((r) => r.path === '/transferrecipient')?.body).toEqual({
      type,
      name: 'Amara Obi',
      account_number: '0123456789',
      bank_code: '058',
      currency,
    });
  });

  it('reports a failed transfer with its reason, and a reversed one as failed', async () => {
    await gateway.createPayout(
      payout('wd-fail', { kind: 'BANK_TRANSFER', bankCode: '058', accountNumber: '0123456789' }, 'NGN'),
    );
    paystack.settleTransfer('wd-fail', 'failed');
    expect(await gateway.getPayout('wd-fail')).toMatchObject({
      status: 'FAILED',
      failureReason: 'Transfer failed: Account could not be credited',
    });
    paystack.settleTransfer('wd-fail', 'reversed');
    expect((await gateway.getPayout('wd-fail')).status).toBe('FAILED');
  });

  it('creates at most one transfer per reference, even when asked twice', async () => {
    const destination = { kind: 'MOBILE_MONEY' as const, provider: 'mpesa', phoneNumber: '+254712345678' };
    const first = await gateway.createPayout(payout('wd-twice', destination));
    const again = await gateway.createPayout(payout('wd-twice', destination));

    expect(again).toEqual(first);
    expect(paystack.transfers.size).toBe(1);
    expect(paystack.requests.filter((r) => r.path === '/transfer')).toHaveLength(1);
  });

  it('refuses crypto, unknown operators and unserved currencies before calling Paystack', async () => {
    const crypto = await caught(
      gateway.createPayout(payout('wd-crypto', { kind: 'CRYPTO', network: 'ETHEREUM', address: '0xabc' })),
    );
    expect(crypto).toMatchObject({ kind: 'UNSUPPORTED', message: 'paystack: Paystack does not offer crypto payouts' });
    const operator = await caught(
      gateway.createPayout(payout('wd-op', { kind: 'MOBILE_MONEY', provider: 'Orange', phoneNumber: '+254712345678' })),
    );
    expect(operator).toMatchObject({ kind: 'UNSUPPORTED' });
    const usd = await caught(
      gateway.createPayout(payout('wd-usd', { kind: 'BANK_TRANSFER', bankCode: '058', accountNumber: '01' }, 'USD')),
    );
    expect(usd).toMatchObject({ kind: 'UNSUPPORTED', message: 'paystack: bank payouts in USD are not offered' });
    const wrongCountry = await caught(
      gateway.createPayout(payout('wd-tz', { kind: 'MOBILE_MONEY', provider: 'MPESA', phoneNumber: '+255712345678' })),
    );
    expect(wrongCountry).toMatchObject({ kind: 'REJECTED' });
    expect(paystack.requests).toHaveLength(0);
  });

  it('refuses a reference Paystack would not take for a transfer', async () => {
    const error = await caught(
      gateway.createPayout(payout('WD Upper', { kind: 'BANK_TRANSFER', bankCode: '058', accountNumber: '01' }, 'NGN')),
    );
    expect(error.kind).toBe('REJECTED');
    expect(paystack.requests).toHaveLength(0);
  });
});

describe('Paystack webhooks', () => {
  it('accepts a correctly signed charge.success and names the charge it is about', async () => {
    await gateway.createCharge(charge('chk-hook'));
    paystack.settleCharge('chk-hook', 'success');
    const delivery = paystack.webhook('charge.success', 'chk-hook');

    const event = gateway.verifyWebhook(delivery);

    expect(event).toEqual({
      eventId: `charge.success:${paystack.transactions.get('chk-hook')?.id}`,
      type: 'charge',
      reference: 'chk-hook',
    });
    // A redelivery is the same event; the same transfer's later reversal is another.
    expect(gateway.verifyWebhook(paystack.webhook('charge.success', 'chk-hook'))).toEqual(event);
  });

  it.each(['transfer.success', 'transfer.failed', 'transfer.reversed'] as const)(
    'accepts %s as about a payout',
    async (name) => {
      await gateway.createPayout(
        payout('wd-hook', { kind: 'MOBILE_MONEY', provider: 'MPESA', phoneNumber: '+254712345678' }),
      );
      const event = gateway.verifyWebhook(paystack.webhook(name, 'wd-hook'));
      expect(event).toEqual({
        eventId: `${name}:${paystack.transfers.get('wd-hook')?.id}`,
        type: 'payout',
        reference: 'wd-hook',
      });
    },
  );

  it('acknowledges a signed event about neither a charge nor a transfer as ignored, not as forged', () => {
    const { headers } = paystack.webhook('charge.success', 'chk-other');
    const rawBody = Buffer.from('{"event":"subscription.create","data":{"id":7}}');
    const signature = createHmac('sha512', PAYSTACK_TEST_KEY).update(rawBody).digest('hex');

    expect(gateway.verifyWebhook({ rawBody, headers: { ...headers, 'x-paystack-signature': signature } })).toBe(
      IGNORED_WEBHOOK,
    );
  });

  it('reads the signature header whatever the case of its name', () => {
    const { rawBody, headers } = paystack.webhook('charge.success', 'chk-any');
    const event = gateway.verifyWebhook({
      rawBody,
      headers: { 'X-Paystack-Signature': headers['x-paystack-signature'] },
    });
    expect(event).toMatchObject({ reference: 'chk-any' });
  });

  it('refuses a signature made with another key', async () => {
    const stranger = await startFakePaystack('sk_test_someone_else_entirely_0000000000');
    try {
      expect(gateway.verifyWebhook(stranger.webhook('charge.success', 'chk-forged'))).toBeNull();
    } finally {
      await stranger.close();
    }
  });

  it('refuses a body changed by one byte', () => {
    const { rawBody, headers } = paystack.webhook('charge.success', 'chk-tampered');
    const tampered = Buffer.from(rawBody);
    const at = tampered.indexOf('chk-tampered');
    tampered[at] = 'C'.charCodeAt(0);

    expect(gateway.verifyWebhook({ rawBody: tampered, headers })).toBeNull();
    expect(gateway.verifyWebhook({ rawBody, headers })).not.toBeNull();
  });

  it('refuses a missing, empty, malformed or repeated signature header', () => {
    const { rawBody, headers } = paystack.webhook('charge.success', 'chk-none');
    const signature = headers['x-paystack-signature'];
    expect(gateway.verifyWebhook({ rawBody, headers: { 'content-type': 'application/json' } })).toBeNull();
    expect(gateway.verifyWebhook({ rawBody, headers: { 'x-paystack-signature': '' } })).toBeNull();
    expect(
      gateway.verifyWebhook({ rawBody, headers: { 'x-paystack-signature': 'zz' + signature.slice(2) } }),
    ).toBeNull();
    expect(gateway.verifyWebhook({ rawBody, headers: { 'x-paystack-signature': [signature, signature] } })).toBeNull();
  });
});

describe('Paystack failures', () => {
  it('turns a refused key into UNAUTHORIZED without the key or the answer in the error or the logs', async () => {
    const wrongKey = 'sk_test_wrong_key_0123456789abcdef';
    const error = await caught(gatewayFor(wrongKey).createCharge(charge('chk-key')));

    expect(error).toMatchObject({
      kind: 'UNAUTHORIZED',
      retryable: false,
      status: 401,
      providerMessage: 'Invalid key',
    });
    expect(error.message).toBe('paystack: POST /transaction/initialize answered HTTP 401');
    const logged = logs.lines.join('\n');
    expect(logged).toContain('payment gateway refused a call');
    for (const secret of [wrongKey, PAYSTACK_TEST_KEY]) {
      expect(logged).not.toContain(secret);
      expect(JSON.stringify({ ...error, message: error.message, stack: error.stack })).not.toContain(secret);
    }
  });

  it('marks server errors and rate limits as retryable', async () => {
    paystack.failNext({ status: 502, body: '<html>upstream down</html>' });
    const down = await caught(gateway.createCharge(charge('chk-502')));
    expect(down).toMatchObject({ kind: 'UNAVAILABLE', retryable: true, status: 502 });
    expect(down.message).not.toContain('upstream');

    paystack.failNext({ status: 429, body: '{"status":false,"message":"Too many requests"}' });
    expect(await caught(gateway.getCharge('chk-429'))).toMatchObject({ kind: 'UNAVAILABLE', retryable: true });
  });

  it('turns a refused request into REJECTED with Paystack’s reason kept for operators only', async () => {
    paystack.failNext({ status: 400, body: '{"status":false,"message":"Currency not supported by merchant"}' });
    const error = await caught(gateway.createCharge(charge('chk-cur', 100n, 'USD')));
    expect(error).toMatchObject({ kind: 'REJECTED', providerMessage: 'Currency not supported by merchant' });
    expect(error.message).not.toContain('Currency not supported');
  });

  it('turns an answer that is not JSON, or not the documented shape, into MALFORMED', async () => {
    paystack.failNext('malformed');
    expect(await caught(gateway.createCharge(charge('chk-html')))).toMatchObject({ kind: 'MALFORMED' });

    paystack.failNext({ status: 200, body: '{"status":true,"message":"ok","data":{}}' });
    const shapeless = await caught(gateway.createCharge(charge('chk-empty')));
    expect(shapeless).toMatchObject({ kind: 'MALFORMED', message: 'paystack: answer lacks data.authorization_url' });
  });

  it('gives up on a call Paystack does not answer in time', async () => {
    paystack.failNext('hang');
    const error = await caught(gatewayFor(PAYSTACK_TEST_KEY, 200).getCharge('chk-slow'));
    expect(error).toMatchObject({ kind: 'UNAVAILABLE', retryable: true });
    expect(error.message).toBe('paystack: GET /transaction/verify/chk-slow timed out after 200 ms');
  });

  it('turns an unreachable Paystack into a retryable error', async () => {
    const unreachable = createPaystackGateway(
      { logLevel: 'silent', paystack: { secretKey: PAYSTACK_TEST_KEY, baseUrl: 'http://127.0.0.1:9', testMode: true } },
      { logger: logs.logger },
    );
    const error = await caught(unreachable.getPayout('wd-offline'));
    expect(error).toMatchObject({ kind: 'UNAVAILABLE', retryable: true });
    expect(error.message).toBe('paystack: GET /transfer/verify/wd-offline failed: network error');
  });
});

describe('Paystack recurring charges', () => {
  const renewal = (reference: string, authorization: string) => ({
    reference,
    authorization,
    amountMinor: 150000n,
    currency: 'NGN',
    email: 'ada@example.com',
    description: 'Membership renewal: Supporter',
  });

  it('reads the reusable authorization of a paid charge and charges it again, once per reference', async () => {
    await gateway.createCharge(charge('join-1'));
    expect((await gateway.getCharge('join-1')).authorization).toBeNull(); // not paid yet
    paystack.settleCharge('join-1', 'success');
    const paid = await gateway.getCharge('join-1');
    expect(paid.status).toBe('PAID');
    expect(paid.authorization).toMatch(/^AUTH_\w+$/);

    const renewed = await gateway.chargeAuthorization(renewal('mbr-1-2-1', paid.authorization!));
    expect(renewed).toMatchObject({ reference: 'mbr-1-2-1', status: 'PAID', amountMinor: 150000n, currency: 'NGN' });
    const request = paystack.requests.find((r) => r.path === '/transaction/charge_authorization');
    expect(request).toMatchObject({ method: 'POST', authorization: `Bearer ${PAYSTACK_TEST_KEY}` });
    expect(request!.body).toMatchObject({
      email: 'ada@example.com',
      amount: '150000',
      authorization_code: paid.authorization,
      reference: 'mbr-1-2-1',
      currency: 'NGN',
    });
    // Asked again after a lost answer: Paystack refuses the duplicate reference, the client reads the first charge.
    expect(await gateway.chargeAuthorization(renewal('mbr-1-2-1', paid.authorization!))).toMatchObject({
      status: 'PAID',
    });
    expect([...paystack.transactions.keys()].filter((key) => key === 'mbr-1-2-1')).toHaveLength(1);
  });

  it('reports a declined renewal as FAILED and an unknown authorization as refused', async () => {
    await gateway.createCharge(charge('join-2'));
    paystack.settleCharge('join-2', 'success');
    const { authorization } = await gateway.getCharge('join-2');
    paystack.failAuthorizationCharges = true;
    expect((await gateway.chargeAuthorization(renewal('mbr-2-2-1', authorization!))).status).toBe('FAILED');
    const refused = await caught(gateway.chargeAuthorization(renewal('mbr-2-2-2', 'AUTH_unknown')));
    expect(refused.kind).toBe('REJECTED');
  });
});
