// A local fake of Flutterwave's v3 API (see fake-provider-api.ts): the calls Kuza's client makes, answered from the
// recorded fixtures in tests/fixtures/flutterwave/ with this request's reference, amount (major units, written
// exactly as received) and currency, plus webhooks carrying the dashboard's secret hash in `verif-hash`.
import { randomBytes } from 'node:crypto';
import {
  fixture,
  json,
  RawNumber,
  startFakeApi,
  writeJson,
  type FakeApi,
  type FakeAnswer,
  type RecordedRequest,
} from './fake-provider-api';

export const FLUTTERWAVE_TEST_KEY = 'FLWSECK_TEST-3b1f0e2d4c5a69788a9b0c1d2e3f4a5b-X';
export const FLUTTERWAVE_TEST_HASH = 'kuza-test-webhook-hash-7d2c91';

interface Transaction {
  txRef: string;
  /** Major units, as the client wrote them ("1234.56"). */
  amount: string;
  currency: string;
  email: string;
  /** null until the payer does something on the hosted page: verification then finds nothing. */
  status: 'successful' | 'failed' | 'pending' | null;
  id: string;
  /** The card token a successful payment saves (tokenized charges use it). */
  token: string;
}

interface Transfer {
  reference: string;
  amount: string;
  currency: string;
  accountBank: string;
  accountNumber: string;
  narration: string;
  status: 'NEW' | 'PENDING' | 'SUCCESSFUL' | 'FAILED';
  id: string;
}

export interface FakeFlutterwave extends FakeApi {
  transactions: Map<string, Transaction>;
  transfers: Map<string, Transfer>;
  /** While true, tokenized charges fail (an expired card, no funds). */
  failTokenizedCharges: boolean;
  settleCharge(txRef: string, status: 'successful' | 'failed' | 'pending'): void;
  settleTransfer(reference: string, status: 'SUCCESSFUL' | 'FAILED'): void;
  webhook(
    event: 'charge.completed' | 'transfer.completed',
    reference: string,
  ): { rawBody: Buffer; headers: Record<string, string> };
}

const nextId = () => String(1_000_000 + Math.floor(Math.random() * 9_000_000));
const body = (request: RecordedRequest) => request.body ?? {};
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const DECIMAL = /^\d+(\.\d+)?$/;

export async function startFakeFlutterwave(
  secretKey = FLUTTERWAVE_TEST_KEY,
  webhookHash = FLUTTERWAVE_TEST_HASH,
): Promise<FakeFlutterwave> {
  const transactions = new Map<string, Transaction>();
  const transfers = new Map<string, Transfer>();
  const refuse = (status: number, message: string): FakeAnswer =>
    json(status, { status: 'error', message, data: null });

  function transferData(transfer: Transfer, template: Record<string, unknown>) {
    return {
      ...template,
      id: new RawNumber(transfer.id),
      account_number: transfer.accountNumber,
      bank_code: transfer.accountBank,
      currency: transfer.currency,
      debit_currency: transfer.currency,
      amount: new RawNumber(transfer.amount),
      status: transfer.status,
      reference: transfer.reference,
      narration: transfer.narration,
      complete_message:
        transfer.status === 'FAILED'
          ? 'DISBURSE FAILED: Insufficient funds in customer wallet'
          : transfer.status === 'SUCCESSFUL'
            ? 'Successful'
            : '',
    };
  }

  const api = await startFakeApi({
    secretKey,
    unauthorized: () => json(401, fixture('flutterwave', 'invalid-key')),
    routes: [
      {
        method: 'POST',
        pattern: /^\/v3\/payments$/,
        route: (request) => {
          const { tx_ref, amount, currency, redirect_url, customer } = body(request);
          const email = text((customer as Record<string, unknown> | undefined)?.email);
          // A JSON number in major units: its exact text is kept (the recorded body keeps numbers as source text).
          if (!text(tx_ref) || !DECIMAL.test(text(amount) ?? '') || !text(redirect_url) || !email) {
            return refuse(400, 'tx_ref, amount, redirect_url and customer.email are required');
          }
          if (!/"amount":\d/.test(request.rawBody)) return refuse(400, 'amount must be a number');
          transactions.set(tx_ref as string, {
            txRef: tx_ref as string,
            amount: amount as string,
            currency: text(currency) ?? 'NGN',
            email,
            status: null,
            id: nextId(),
            token: `flw-t1nf-${randomBytes(12).toString('hex')}-m03k`,
          });
          const answer = fixture('flutterwave', 'payments');
          answer.data = { link: `https://checkout.flutterwave.com/v3/hosted/pay/${randomBytes(10).toString('hex')}` };
          return json(200, answer);
        },
      },
      {
        method: 'GET',
        pattern: /^\/v3\/transactions\/verify_by_reference$/,
        route: (request) => {
          const transaction = transactions.get(request.query.get('tx_ref') ?? '');
          if (!transaction || transaction.status === null) {
            return json(400, fixture('flutterwave', 'transaction-not-found'));
          }
          const answer = fixture('flutterwave', 'verify-by-reference');
          const data = answer.data as Record<string, unknown>;
          Object.assign(data, {
            id: new RawNumber(transaction.id),
            tx_ref: transaction.txRef,
            amount: new RawNumber(transaction.amount),
            charged_amount: new RawNumber(transaction.amount),
            currency: transaction.currency,
            status: transaction.status,
          });
          (data.customer as Record<string, unknown>).email = transaction.email;
          (data.card as Record<string, unknown>).token = transaction.token;
          return json(200, answer);
        },
      },
      {
        // Tokenized charge: a saved card charged again, at once, amount in major units.
        method: 'POST',
        pattern: /^\/v3\/tokenized-charges$/,
        route: (request) => {
          const { token, amount, currency, email, tx_ref } = body(request);
          if (!text(token) || !text(tx_ref) || !text(email) || !text(currency) || !DECIMAL.test(text(amount) ?? '')) {
            return refuse(400, 'token, amount, currency, email and tx_ref are required');
          }
          if (!/"amount":\d/.test(request.rawBody)) return refuse(400, 'amount must be a number');
          if (transactions.has(tx_ref as string)) return refuse(400, 'Duplicate transaction reference');
          const saved = [...transactions.values()].find((t) => t.token === token && t.status === 'successful');
          if (!saved) return refuse(400, 'Token not found');
          const transaction: Transaction = {
            txRef: tx_ref as string,
            amount: amount as string,
            currency: currency as string,
            email: email as string,
            status: fake.failTokenizedCharges ? 'failed' : 'successful',
            id: nextId(),
            token: saved.token,
          };
          transactions.set(transaction.txRef, transaction);
          const answer = fixture('flutterwave', 'verify-by-reference');
          answer.message = 'Charge successful';
          const data = answer.data as Record<string, unknown>;
          Object.assign(data, {
            id: new RawNumber(transaction.id),
            tx_ref: transaction.txRef,
            amount: new RawNumber(transaction.amount),
            charged_amount: new RawNumber(transaction.amount),
            currency: transaction.currency,
            status: transaction.status,
          });
          (data.card as Record<string, unknown>).token = transaction.token;
          return json(200, answer);
        },
      },
      {
        method: 'POST',
        pattern: /^\/v3\/transfers$/,
        route: (request) => {
          const { account_bank, account_number, amount, currency, reference, narration } = body(request);
          if (!text(account_bank) || !text(account_number) || !text(currency) || !text(reference)) {
            return refuse(400, 'account_bank, account_number, currency and reference are required');
          }
          if (!DECIMAL.test(text(amount) ?? '') || !/"amount":\d/.test(request.rawBody)) {
            return refuse(400, 'amount must be a number');
          }
          if (transfers.has(reference as string)) return refuse(400, 'Transfer with this reference already exists');
          const transfer: Transfer = {
            reference: reference as string,
            amount: amount as string,
            currency: currency as string,
            accountBank: account_bank as string,
            accountNumber: account_number as string,
            narration: text(narration) ?? '',
            status: 'NEW',
            id: nextId(),
          };
          transfers.set(transfer.reference, transfer);
          const answer = fixture('flutterwave', 'transfer');
          answer.data = transferData(transfer, answer.data as Record<string, unknown>);
          return json(200, answer);
        },
      },
      {
        method: 'GET',
        pattern: /^\/v3\/transfers$/,
        route: (request) => {
          const reference = request.query.get('reference');
          const answer = fixture('flutterwave', 'transfers');
          const template = (answer.data as Record<string, unknown>[])[0];
          const found = [...transfers.values()].filter((t) => reference === null || t.reference === reference);
          answer.data = found.map((transfer) => transferData(transfer, template));
          (answer.meta as { page_info: Record<string, number> }).page_info = {
            total: found.length,
            current_page: 1,
            total_pages: found.length === 0 ? 0 : 1,
          };
          return json(200, answer);
        },
      },
    ],
  });

  const fake: FakeFlutterwave = {
    ...api,
    transactions,
    transfers,
    failTokenizedCharges: false,
    settleCharge(txRef, status) {
      const transaction = transactions.get(txRef);
      if (!transaction) throw new Error(`fake Flutterwave knows no transaction ${txRef}`);
      transaction.status = status;
    },
    settleTransfer(reference, status) {
      const transfer = transfers.get(reference);
      if (!transfer) throw new Error(`fake Flutterwave knows no transfer ${reference}`);
      transfer.status = status;
    },
    webhook(event, reference) {
      const isCharge = event === 'charge.completed';
      const payload = fixture('flutterwave', isCharge ? 'webhook-charge-completed' : 'webhook-transfer-completed');
      const data = payload.data as Record<string, unknown>;
      if (isCharge) {
        const known = transactions.get(reference);
        Object.assign(data, {
          tx_ref: reference,
          ...(known
            ? {
                id: new RawNumber(known.id),
                amount: new RawNumber(known.amount),
                currency: known.currency,
                status: known.status,
              }
            : {}),
        });
      } else {
        const known = transfers.get(reference);
        Object.assign(data, {
          reference,
          ...(known
            ? {
                id: new RawNumber(known.id),
                amount: new RawNumber(known.amount),
                currency: known.currency,
                status: known.status,
              }
            : {}),
        });
      }
      const rawBody = Buffer.from(writeJson(payload));
      return { rawBody, headers: { 'content-type': 'application/json', 'verif-hash': webhookHash } };
    },
  };
  return fake;
}
