import { createFlutterwaveGateway, GatewayError } from '../../../server/src/features/payments/providers';
import {
  IGNORED_WEBHOOK,
  type CreatePayoutRequest,
  type PaymentGateway,
} from '../../../server/src/features/payments/gateway';
import {
  FLUTTERWAVE_TEST_HASH,
  FLUTTERWAVE_TEST_KEY,
  startFakeFlutterwave,
  type FakeFlutterwave,
} from '../../helpers/fake-flutterwave';
import { captureLogs } from './log-capture';

// Kuza's Flutterwave v3 client against a local fake of Flutterwave's API answering its documented examples: the
// hosted checkout in major units (converted exactly), verification by reference, transfers to M-Pesa and banks,
// `verif-hash` webhooks, and every way the provider can fail.

let flutterwave: FakeFlutterwave;
let gateway: PaymentGateway;
let logs: ReturnType<typeof captureLogs>;

function gatewayFor(secretKey = FLUTTERWAVE_TEST_KEY, timeoutMs = 5_000) {
  return createFlutterwaveGateway(
    {
      logLevel: 'silent',
      flutterwave: {
        secretKey,
        baseUrl: flutterwave.url,
        webhookHash: FLUTTERWAVE_TEST_HASH,
        testMode: secretKey.startsWith('FLWSECK_TEST'),
      },
    },
    { logger: logs.logger, timeoutMs },
  );
}

beforeEach(async () => {
  flutterwave = await startFakeFlutterwave();
  logs = captureLogs();
  gateway = gatewayFor();
});

afterEach(async () => {
  await flutterwave.close();
});

async function caught(promise: Promise<unknown>): Promise<GatewayError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GatewayError);
  return error as GatewayError;
}

const charge = (reference: string, amountMinor: bigint, currency: string) => ({
  reference,
  amountMinor,
  currency,
  email: 'ada@example.com',
  returnUrl: 'https://kuza.example/checkout/return',
  description: 'Tip for @amara',
});

const payout = (
  reference: string,
  destination: CreatePayoutRequest['destination'],
  currency = 'KES',
  amountMinor = 250000n,
): CreatePayoutRequest => ({ reference, amountMinor, currency, destination, reason: 'Kuza withdrawal' });

describe('Flutterwave checkout', () => {
  it.each([
    ['NGN', 150050n, '1500.50'],
    ['KES', 99n, '0.99'],
    ['GHS', 1000n, '10.00'],
    ['ZAR', 123456789n, '1234567.89'],
    ['USD', 1000n, '10.00'],
    ['UGX', 50000n, '50000'],
  ])('asks for a %s payment of %s minor units as exactly %s', async (currency, minor, major) => {
    const created = await gateway.createCharge(charge(`chk-${currency}`, minor, currency));

    expect(created).toMatchObject({ status: 'PENDING', amountMinor: minor, currency, providerId: null });
    expect(created.checkoutUrl).toMatch(/^https:\/\/checkout\.flutterwave\.com\/v3\/hosted\/pay\/\w+$/);
    const [request] = flutterwave.requests;
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v3/payments',
      authorization: `Bearer ${FLUTTERWAVE_TEST_KEY}`,
    });
    // A JSON number token with exactly these digits: no float ever held it.
    expect(request.rawBody).toContain(`"amount":${major},`);
    expect(request.body).toMatchObject({
      tx_ref: `chk-${currency}`,
      amount: major,
      currency,
      redirect_url: 'https://kuza.example/checkout/return',
      customer: { email: 'ada@example.com' },
    });
  });

  it('finds no charge before the payer acts, then reads it paid in exact minor units', async () => {
    expect(gateway.testMode).toBe(true);
    await gateway.createCharge(charge('chk-read', 123456n, 'KES'));
    expect(await caught(gateway.getCharge('chk-read'))).toMatchObject({ kind: 'NOT_FOUND', retryable: false });

    flutterwave.settleCharge('chk-read', 'pending');
    expect((await gateway.getCharge('chk-read')).status).toBe('PENDING');

    flutterwave.settleCharge('chk-read', 'successful');
    const paid = await gateway.getCharge('chk-read');
    expect(paid).toMatchObject({ reference: 'chk-read', status: 'PAID', amountMinor: 123456n, currency: 'KES' });
    expect(paid.providerId).toBe(flutterwave.transactions.get('chk-read')?.id);
    const read = flutterwave.requests.at(-1);
    expect(read?.path).toBe('/v3/transactions/verify_by_reference');
    expect(read?.query.get('tx_ref')).toBe('chk-read');
  });

  it('reads a failed charge as failed', async () => {
    await gateway.createCharge(charge('chk-fail', 500n, 'GHS'));
    flutterwave.settleCharge('chk-fail', 'failed');
    expect((await gateway.getCharge('chk-fail')).status).toBe('FAILED');
  });
});

describe('Flutterwave payouts', () => {
  it('pays M-Pesa with account_bank MPS, the full number and the amount in shillings', async () => {
    const created = await gateway.createPayout(
      payout('wd-mpesa', { kind: 'MOBILE_MONEY', provider: 'M-PESA', phoneNumber: '+254712345678' }),
    );

    expect(created).toMatchObject({
      reference: 'wd-mpesa',
      status: 'PROCESSING',
      amountMinor: 250000n,
      currency: 'KES',
    });
    expect(created.providerId).toBe(flutterwave.transfers.get('wd-mpesa')?.id);
    const post = flutterwave.requests.find((r) => r.method === 'POST');
    expect(post?.path).toBe('/v3/transfers');
    expect(post?.rawBody).toContain('"amount":2500.00,');
    expect(post?.body).toMatchObject({
      account_bank: 'MPS',
      account_number: '254712345678',
      amount: '2500.00',
      currency: 'KES',
      reference: 'wd-mpesa',
      narration: 'Kuza withdrawal',
    });

    flutterwave.settleTransfer('wd-mpesa', 'SUCCESSFUL');
    expect(await gateway.getPayout('wd-mpesa')).toMatchObject({
      status: 'PAID',
      amountMinor: 250000n,
      failureReason: null,
    });
    const read = flutterwave.requests.at(-1);
    expect(read).toMatchObject({ method: 'GET', path: '/v3/transfers' });
    expect(read?.query.get('reference')).toBe('wd-mpesa');
  });

  it('pays a bank account and reports a failed transfer with Flutterwave’s message', async () => {
    await gateway.createPayout(
      payout(
        'wd-bank',
        { kind: 'BANK_TRANSFER', bankCode: '044', accountNumber: '0690000040', accountName: 'Amara Obi' },
        'NGN',
        1005n,
      ),
    );
    expect(flutterwave.requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      account_bank: '044',
      account_number: '0690000040',
      beneficiary_name: 'Amara Obi',
      amount: '10.05',
      currency: 'NGN',
    });

    flutterwave.settleTransfer('wd-bank', 'FAILED');
    expect(await gateway.getPayout('wd-bank')).toMatchObject({
      status: 'FAILED',
      amountMinor: 1005n,
      failureReason: 'DISBURSE FAILED: Insufficient funds in customer wallet',
    });
  });

  it.each([
    ['MTN', 'GHS', '+233241234567', 'MTN'],
    ['Vodafone', 'GHS', '+233201234567', 'VODAFONE'],
    ['AirtelTigo', 'GHS', '+233271234567', 'AIRTELTIGO'],
    ['Airtel', 'UGX', '+256701234567', 'AIRTEL'],
    ['TIGO', 'GHS', '+233271234567', 'AIRTELTIGO'],
    ['TIGO', 'TZS', '+255712345678', 'TIGO'],
  ])(
    'sends %s mobile money in %s to the operator code Flutterwave documents',
    async (operator, currency, phone, code) => {
      await gateway.createPayout(
        payout('wd-momo', { kind: 'MOBILE_MONEY', provider: operator, phoneNumber: phone }, currency),
      );
      expect(flutterwave.requests.find((r) => r.method === 'POST')?.body).toMatchObject({
        account_bank: code,
        account_number: phone.slice(1),
        currency,
      });
    },
  );

  it('creates at most one transfer per reference, even when asked twice', async () => {
    const destination = { kind: 'MOBILE_MONEY' as const, provider: 'mpesa', phoneNumber: '+254712345678' };
    const first = await gateway.createPayout(payout('wd-twice', destination));
    const again = await gateway.createPayout(payout('wd-twice', destination));

    expect(again).toEqual(first);
    expect(flutterwave.transfers.size).toBe(1);
    expect(flutterwave.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('reports a reference Flutterwave has no transfer for as not found', async () => {
    expect(await caught(gateway.getPayout('wd-nobody'))).toMatchObject({ kind: 'NOT_FOUND' });
  });

  it('refuses crypto, unknown operators and amounts finer than the currency before calling Flutterwave', async () => {
    const crypto = await caught(
      gateway.createPayout(
        payout('wd-crypto', { kind: 'CRYPTO', network: 'TRON', address: 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb' }),
      ),
    );
    expect(crypto).toMatchObject({
      kind: 'UNSUPPORTED',
      message: 'flutterwave: Flutterwave does not offer crypto payouts',
    });
    const operator = await caught(
      gateway.createPayout(
        payout('wd-op', { kind: 'MOBILE_MONEY', provider: 'Orange Money', phoneNumber: '+254712345678' }),
      ),
    );
    expect(operator.kind).toBe('UNSUPPORTED');
    const currency = await caught(gateway.createCharge(charge('chk-xyz', 100n, 'XYZ')));
    expect(currency).toMatchObject({ kind: 'UNSUPPORTED', message: 'flutterwave: currency XYZ is not supported' });
    expect(flutterwave.requests).toHaveLength(0);
  });
});

describe('Flutterwave webhooks', () => {
  it('accepts charge.completed carrying the secret hash and names the charge', async () => {
    await gateway.createCharge(charge('chk-hook', 10000n, 'NGN'));
    flutterwave.settleCharge('chk-hook', 'successful');
    const id = flutterwave.transactions.get('chk-hook')?.id;

    const event = gateway.verifyWebhook(flutterwave.webhook('charge.completed', 'chk-hook'));

    expect(event).toEqual({ eventId: `charge.completed:${id}:successful`, type: 'charge', reference: 'chk-hook' });
    expect(gateway.verifyWebhook(flutterwave.webhook('charge.completed', 'chk-hook'))).toEqual(event);
  });

  it('accepts transfer.completed as about a payout, a later status being another event', async () => {
    await gateway.createPayout(
      payout('wd-hook', { kind: 'MOBILE_MONEY', provider: 'MPESA', phoneNumber: '+254712345678' }),
    );
    flutterwave.settleTransfer('wd-hook', 'FAILED');
    const failed = gateway.verifyWebhook(flutterwave.webhook('transfer.completed', 'wd-hook'));
    flutterwave.settleTransfer('wd-hook', 'SUCCESSFUL');
    const succeeded = gateway.verifyWebhook(flutterwave.webhook('transfer.completed', 'wd-hook'));

    expect(failed).toMatchObject({ type: 'payout', reference: 'wd-hook' });
    expect(succeeded).toMatchObject({ type: 'payout', reference: 'wd-hook' });
    expect(succeeded).not.toEqual(failed);
  });

  it('refuses a wrong hash, a missing one, and one sent twice', () => {
    const { rawBody } = flutterwave.webhook('charge.completed', 'chk-forged');
    expect(gateway.verifyWebhook({ rawBody, headers: { 'verif-hash': 'kuza-test-webhook-hash-7d2c92' } })).toBeNull();
    expect(
      gateway.verifyWebhook({ rawBody, headers: { 'verif-hash': FLUTTERWAVE_TEST_HASH.slice(0, -1) } }),
    ).toBeNull();
    expect(gateway.verifyWebhook({ rawBody, headers: { 'verif-hash': '' } })).toBeNull();
    expect(gateway.verifyWebhook({ rawBody, headers: { 'content-type': 'application/json' } })).toBeNull();
    expect(
      gateway.verifyWebhook({ rawBody, headers: { 'verif-hash': [FLUTTERWAVE_TEST_HASH, FLUTTERWAVE_TEST_HASH] } }),
    ).toBeNull();
    expect(gateway.verifyWebhook({ rawBody, headers: { 'Verif-Hash': FLUTTERWAVE_TEST_HASH } })).not.toBeNull();
  });

  it('cannot see a body changed by one byte (verif-hash does not cover it), so only a re-read is trusted', async () => {
    await gateway.createCharge(charge('chk-tamper', 10000n, 'NGN'));
    flutterwave.settleCharge('chk-tamper', 'successful');
    const { rawBody, headers } = flutterwave.webhook('charge.completed', 'chk-tamper');
    const tampered = Buffer.from(rawBody.toString('utf8').replace('"amount":100.00', '"amount":900.00'));
    expect(tampered.length).toBe(rawBody.length);
    expect([...tampered].filter((byte, i) => byte !== rawBody[i])).toHaveLength(1);

    const event = gateway.verifyWebhook({ rawBody: tampered, headers });

    // The event only names the charge; the amount Kuza posts comes from reading the charge back.
    expect(event).toMatchObject({ type: 'charge', reference: 'chk-tamper' });
    expect(await gateway.getCharge('chk-tamper')).toMatchObject({ status: 'PAID', amountMinor: 10000n });
  });

  it('ignores a verified event that is about neither a charge nor a transfer', () => {
    const rawBody = Buffer.from('{"event":"subscription.cancelled","data":{"id":1,"status":"cancelled"}}');
    expect(gateway.verifyWebhook({ rawBody, headers: { 'verif-hash': FLUTTERWAVE_TEST_HASH } })).toBe(IGNORED_WEBHOOK);
    expect(logs.lines.join('\n')).toContain('Flutterwave webhook ignored');
  });
});

describe('Flutterwave failures', () => {
  it('turns a refused key into UNAUTHORIZED without the key in the error or the logs', async () => {
    const wrongKey = 'FLWSECK_TEST-0000000000000000000000000000000-X';
    const error = await caught(gatewayFor(wrongKey).createCharge(charge('chk-key', 100n, 'NGN')));

    expect(error).toMatchObject({ kind: 'UNAUTHORIZED', status: 401, providerMessage: 'Invalid authorization key' });
    expect(error.message).toBe('flutterwave: POST /v3/payments answered HTTP 401');
    const logged = logs.lines.join('\n');
    expect(logged).toContain('payment gateway refused a call');
    for (const secret of [wrongKey, FLUTTERWAVE_TEST_KEY, FLUTTERWAVE_TEST_HASH]) expect(logged).not.toContain(secret);
  });

  it('marks server errors as retryable and refusals as not', async () => {
    flutterwave.failNext({ status: 503, body: 'Service Unavailable' });
    expect(await caught(gateway.getPayout('wd-503'))).toMatchObject({
      kind: 'UNAVAILABLE',
      retryable: true,
      status: 503,
    });

    flutterwave.failNext({ status: 400, body: '{"status":"error","message":"Invalid account_bank","data":null}' });
    const refused = await caught(gateway.createCharge(charge('chk-400', 100n, 'NGN')));
    expect(refused).toMatchObject({ kind: 'REJECTED', retryable: false, providerMessage: 'Invalid account_bank' });
  });

  it('turns an error envelope in a 200, a non-JSON answer or an inexact amount into typed errors', async () => {
    flutterwave.failNext({ status: 200, body: '{"status":"error","message":"Merchant is not live","data":null}' });
    expect(await caught(gateway.createCharge(charge('chk-env', 100n, 'NGN')))).toMatchObject({ kind: 'REJECTED' });

    flutterwave.failNext('malformed');
    expect(await caught(gateway.getPayout('wd-html'))).toMatchObject({ kind: 'MALFORMED' });

    flutterwave.failNext({
      status: 200,
      body: '{"status":"success","message":"ok","data":{"id":1,"tx_ref":"chk-odd","amount":10.005,"currency":"NGN","status":"successful"}}',
    });
    const odd = await caught(gateway.getCharge('chk-odd'));
    expect(odd).toMatchObject({
      kind: 'MALFORMED',
      message: 'flutterwave: amount "10.005" has more decimals than NGN allows',
    });
  });

  it('gives up on a call Flutterwave does not answer in time', async () => {
    flutterwave.failNext('hang');
    const error = await caught(gatewayFor(FLUTTERWAVE_TEST_KEY, 200).createCharge(charge('chk-slow', 100n, 'NGN')));
    expect(error).toMatchObject({ kind: 'UNAVAILABLE', retryable: true });
    expect(error.message).toBe('flutterwave: POST /v3/payments timed out after 200 ms');
  });
});

describe('Flutterwave recurring charges', () => {
  const renewal = (reference: string, authorization: string) => ({
    reference,
    authorization,
    amountMinor: 123456n,
    currency: 'KES',
    email: 'ada@example.com',
    description: 'Membership renewal: Supporter',
  });

  async function paidToken(reference: string): Promise<string> {
    await gateway.createCharge({
      reference,
      amountMinor: 123456n,
      currency: 'KES',
      email: 'ada@example.com',
      returnUrl: 'https://kuza.example/checkout/return',
      description: 'Membership',
    });
    flutterwave.settleCharge(reference, 'successful');
    const paid = await gateway.getCharge(reference);
    expect(paid.status).toBe('PAID');
    return paid.authorization!;
  }

  it('keeps the card token of a paid charge and charges it in major units, once per tx_ref', async () => {
    const token = await paidToken('join-1');
    expect(token).toMatch(/^flw-t1nf-/);
    const renewed = await gateway.chargeAuthorization(renewal('mbr-1-2-1', token));
    expect(renewed).toMatchObject({ status: 'PAID', amountMinor: 123456n, currency: 'KES' });
    const request = flutterwave.requests.find((r) => r.path === '/v3/tokenized-charges');
    expect(request!.body).toMatchObject({ token, currency: 'KES', email: 'ada@example.com', tx_ref: 'mbr-1-2-1' });
    expect(request!.rawBody).toContain('"amount":1234.56');
    // A retry after a lost answer reads the first charge instead of charging twice.
    expect((await gateway.chargeAuthorization(renewal('mbr-1-2-1', token))).status).toBe('PAID');
  });

  it('reports a declined tokenized charge as FAILED', async () => {
    const token = await paidToken('join-2');
    flutterwave.failTokenizedCharges = true;
    expect((await gateway.chargeAuthorization(renewal('mbr-2-2-1', token))).status).toBe('FAILED');
  });
});
