// A local fake of Paystack's API (see fake-provider-api.ts): the calls Kuza's client makes, answered from the
// recorded fixtures in tests/fixtures/paystack/ with this request's reference, amount and currency, plus signed
// webhooks the way Paystack signs them (HMAC-SHA512 of the raw body with the secret key).
import { createHmac, randomBytes } from 'node:crypto';
import { fixture, json, startFakeApi, type FakeApi, type FakeAnswer, type RecordedRequest } from './fake-provider-api';

export const PAYSTACK_TEST_KEY = 'sk_test_4f1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c';

interface Transaction {
  reference: string;
  amount: string;
  currency: string;
  email: string;
  status: string;
  id: string;
  /** The reusable card authorization a successful payment saves (recurring charges use it). */
  authorizationCode: string;
}

interface Transfer {
  reference: string;
  amount: string;
  currency: string;
  reason: string;
  recipient: string;
  status: string;
  code: string;
  id: string;
}

export interface FakePaystack extends FakeApi {
  transactions: Map<string, Transaction>;
  transfers: Map<string, Transfer>;
  recipients: Map<string, Record<string, unknown>>;
  /** While true, charges of a saved authorization fail (an expired card, no funds). */
  failAuthorizationCharges: boolean;
  /** The payer pays (or fails to) on the hosted page. */
  settleCharge(reference: string, status: 'success' | 'failed' | 'abandoned'): void;
  /** The transfer reaches the recipient (or not). */
  settleTransfer(reference: string, status: 'success' | 'failed' | 'reversed'): void;
  /** A webhook as Paystack would deliver it: the fixture for this event, about this reference, signed. */
  webhook(
    event: 'charge.success' | 'transfer.success' | 'transfer.failed' | 'transfer.reversed',
    reference: string,
  ): { rawBody: Buffer; headers: Record<string, string> };
}

const nextId = () => String(100_000_000 + Math.floor(Math.random() * 900_000_000));
const code = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;
const body = (request: RecordedRequest) => request.body ?? {};
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

export async function startFakePaystack(secretKey = PAYSTACK_TEST_KEY): Promise<FakePaystack> {
  const transactions = new Map<string, Transaction>();
  const transfers = new Map<string, Transfer>();
  const recipients = new Map<string, Record<string, unknown>>();
  const refuse = (status: number, message: string): FakeAnswer => json(status, { status: false, message });

  const api = await startFakeApi({
    secretKey,
    unauthorized: () => json(401, fixture('paystack', 'invalid-key')),
    routes: [
      {
        method: 'POST',
        pattern: /^\/transaction\/initialize$/,
        route: (request) => {
          const { email, amount, currency, reference, callback_url } = body(request);
          if (!text(email) || !/^\d+$/.test(text(amount) ?? '') || !text(reference) || !text(callback_url)) {
            return refuse(400, 'Invalid request: email, amount (subunits), reference and callback_url are needed');
          }
          if (transactions.has(reference as string)) return refuse(400, 'Duplicate Transaction Reference');
          transactions.set(reference as string, {
            reference: reference as string,
            amount: amount as string,
            currency: text(currency) ?? 'NGN',
            email: email as string,
            status: 'abandoned',
            id: nextId(),
            authorizationCode: code('AUTH'),
          });
          const answer = fixture('paystack', 'initialize');
          const accessCode = randomBytes(5).toString('hex');
          answer.data = {
            authorization_url: `https://checkout.paystack.com/${accessCode}`,
            access_code: accessCode,
            reference,
          };
          return json(200, answer);
        },
      },
      {
        method: 'GET',
        pattern: /^\/transaction\/verify\/([^/]+)$/,
        route: (_request, [reference]) => {
          const transaction = transactions.get(reference);
          if (!transaction) return json(400, fixture('paystack', 'transaction-not-found'));
          const answer = fixture('paystack', 'verify-transaction');
          const data = answer.data as Record<string, unknown>;
          Object.assign(data, {
            id: Number(transaction.id),
            reference,
            status: transaction.status,
            amount: Number(transaction.amount),
            requested_amount: Number(transaction.amount),
            currency: transaction.currency,
            gateway_response: transaction.status === 'success' ? 'Successful' : 'The transaction was not completed',
          });
          (data.customer as Record<string, unknown>).email = transaction.email;
          (data.authorization as Record<string, unknown>).authorization_code = transaction.authorizationCode;
          return json(200, answer);
        },
      },
      {
        // Charge Authorization: a saved card charged again, at once (the answer has the verify shape).
        method: 'POST',
        pattern: /^\/transaction\/charge_authorization$/,
        route: (request) => {
          const { email, amount, authorization_code, reference, currency } = body(request);
          if (!text(email) || !/^\d+$/.test(text(amount) ?? '') || !text(authorization_code) || !text(reference)) {
            return refuse(400, 'email, amount (subunits), authorization_code and reference are needed');
          }
          if (transactions.has(reference as string)) return refuse(400, 'Duplicate Transaction Reference');
          const saved = [...transactions.values()].find(
            (transaction) => transaction.authorizationCode === authorization_code && transaction.status === 'success',
          );
          if (!saved) return refuse(400, 'Invalid authorization code');
          const transaction: Transaction = {
            reference: reference as string,
            amount: amount as string,
            currency: text(currency) ?? saved.currency,
            email: email as string,
            status: fake.failAuthorizationCharges ? 'failed' : 'success',
            id: nextId(),
            authorizationCode: saved.authorizationCode,
          };
          transactions.set(transaction.reference, transaction);
          const answer = fixture('paystack', 'verify-transaction');
          answer.message = 'Charge attempted';
          const data = answer.data as Record<string, unknown>;
          Object.assign(data, {
            id: Number(transaction.id),
            reference: transaction.reference,
            status: transaction.status,
            amount: Number(transaction.amount),
            currency: transaction.currency,
            gateway_response: transaction.status === 'success' ? 'Approved' : 'Insufficient Funds',
          });
          (data.authorization as Record<string, unknown>).authorization_code = transaction.authorizationCode;
          return json(200, answer);
        },
      },
      {
        method: 'POST',
        pattern: /^\/transferrecipient$/,
        route: (request) => {
          const { type, name, account_number, bank_code, currency } = body(request);
          if (!['nuban', 'ghipss', 'kepss', 'basa', 'mobile_money'].includes(text(type) ?? '')) {
            return refuse(400, 'Invalid type');
          }
          if (!text(name) || !text(account_number) || !text(bank_code)) {
            return refuse(400, 'name, account_number and bank_code are needed');
          }
          const answer = fixture('paystack', 'transferrecipient');
          const data = answer.data as Record<string, unknown>;
          Object.assign(data, { type, name, currency, id: Number(nextId()), recipient_code: code('RCP') });
          Object.assign(data.details as Record<string, unknown>, { account_number, bank_code, bank_name: bank_code });
          recipients.set(data.recipient_code as string, data);
          return json(201, answer);
        },
      },
      {
        method: 'POST',
        pattern: /^\/transfer$/,
        route: (request) => {
          const { source, amount, recipient, reference, reason, currency } = body(request);
          if (source !== 'balance') return refuse(400, 'Source must be balance');
          if (!/^\d+$/.test(text(amount) ?? '')) return refuse(400, 'Amount must be an integer in subunits');
          if (!recipients.has(text(recipient) ?? '')) return refuse(400, 'Recipient specified is invalid');
          if (!/^[a-z0-9_-]+$/.test(text(reference) ?? '')) return refuse(400, 'Invalid reference');
          if (transfers.has(reference as string)) return refuse(400, 'Duplicate Transfer Reference');
          const transfer: Transfer = {
            reference: reference as string,
            amount: amount as string,
            currency: text(currency) ?? 'NGN',
            reason: text(reason) ?? '',
            recipient: recipient as string,
            status: 'pending',
            code: code('TRF'),
            id: nextId(),
          };
          transfers.set(transfer.reference, transfer);
          const answer = fixture('paystack', 'transfer');
          Object.assign(answer.data as Record<string, unknown>, {
            amount: Number(transfer.amount),
            currency: transfer.currency,
            reference: transfer.reference,
            reason: transfer.reason,
            status: transfer.status,
            transfer_code: transfer.code,
            id: Number(transfer.id),
            recipient: (recipients.get(transfer.recipient) as { id: number }).id,
          });
          return json(200, answer);
        },
      },
      {
        method: 'GET',
        pattern: /^\/transfer\/verify\/([^/]+)$/,
        route: (_request, [reference]) => {
          const transfer = transfers.get(reference);
          if (!transfer) return json(404, fixture('paystack', 'transfer-not-found'));
          const answer = fixture('paystack', 'verify-transfer');
          Object.assign(answer.data as Record<string, unknown>, {
            amount: Number(transfer.amount),
            currency: transfer.currency,
            reference,
            reason: transfer.reason,
            status: transfer.status,
            transfer_code: transfer.code,
            id: Number(transfer.id),
            recipient: recipients.get(transfer.recipient),
            gateway_response: transfer.status === 'failed' ? 'Account could not be credited' : null,
          });
          return json(200, answer);
        },
      },
    ],
  });

  const fake: FakePaystack = {
    ...api,
    transactions,
    transfers,
    recipients,
    failAuthorizationCharges: false,
    settleCharge(reference, status) {
      const transaction = transactions.get(reference);
      if (!transaction) throw new Error(`fake Paystack knows no transaction ${reference}`);
      transaction.status = status;
    },
    settleTransfer(reference, status) {
      const transfer = transfers.get(reference);
      if (!transfer) throw new Error(`fake Paystack knows no transfer ${reference}`);
      transfer.status = status;
    },
    webhook(event, reference) {
      const isCharge = event === 'charge.success';
      const payload = fixture('paystack', isCharge ? 'webhook-charge-success' : 'webhook-transfer-success');
      payload.event = event;
      const known = isCharge ? transactions.get(reference) : transfers.get(reference);
      Object.assign(payload.data as Record<string, unknown>, {
        reference,
        status: event.split('.')[1],
        ...(known ? { id: Number(known.id), amount: Number(known.amount), currency: known.currency } : {}),
      });
      const rawBody = Buffer.from(JSON.stringify(payload));
      const signature = createHmac('sha512', secretKey).update(rawBody).digest('hex');
      return { rawBody, headers: { 'content-type': 'application/json', 'x-paystack-signature': signature } };
    },
  };
  return fake;
}
