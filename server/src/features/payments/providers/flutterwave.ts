// Flutterwave v3 (https://developer.flutterwave.com/v3.0/), a thin fetch client. What it relies on, from Flutterwave's
// v3 documentation ("Flutterwave Standard", "Transaction Verification", "Transfers", "Mobile Money Transfer",
// "Webhooks"):
// - Bearer secret key; answers are `{ status: "success" | "error", message, data }`. Amounts are in MAJOR units
//   (1200.50 KES), converted here exactly from and to minor units by the currency's exponent, with no float.
// - Charge: POST /v3/payments { tx_ref, amount, currency, redirect_url, customer: { email }, customizations }
//   → data.link (the hosted page); read: GET /v3/transactions/verify_by_reference?tx_ref= → data.status
//   successful | failed | pending. A tx_ref nobody has paid yet answers 400/404 "No transaction was found". A paid
//   card's data.card.token is kept for recurring charges: POST /v3/tokenized-charges { token, amount, currency, email,
//   tx_ref, narration } → data.status as above ("Tokenized charge" guide).
// - Payout: POST /v3/transfers { account_bank, account_number, amount, currency, reference, narration,
//   beneficiary_name } → data.id, data.status NEW; mobile money uses the operator as account_bank (MPS for M-Pesa;
//   MTN, VODAFONE, AIRTELTIGO in Ghana; MTN, AIRTEL in Uganda; AIRTEL, TIGO in Tanzania) and the number with its
//   country code as account_number. Read: GET /v3/transfers?reference= → data[] with status NEW | PENDING | SUCCESSFUL | FAILED and
//   complete_message (the list is filtered here by exact reference too).
// - Webhooks: the `verif-hash` header equals the secret hash set in the dashboard (compared here in constant time);
//   events charge.completed (data.tx_ref) and transfer.completed (data.reference), each with data.id and data.status.
//   v3 payloads carry no event id: (event, data.id, data.status) names a delivery.
// - No crypto payouts.
import { ConfigError, type Config } from '../../../config';
import {
  IGNORED_WEBHOOK,
  type AuthorizationChargeRequest,
  type Charge,
  type ChargeStatus,
  type CreateChargeRequest,
  type CreatePayoutRequest,
  type PaymentGateway,
  type Payout,
  type PayoutStatus,
  type WebhookRequest,
  type WebhookVerification,
} from '../gateway';
import { majorToMinor, minorToMajor } from './amounts';
import { GatewayError } from './errors';
import {
  createHttp,
  field,
  JsonDecimal,
  optionalString,
  parseJson,
  stringField,
  stringifyJson,
  type Json,
  type JsonObject,
} from './http';
import {
  constantTimeEqual,
  e164Digits,
  headerValue,
  operatorCode,
  resolveOptions,
  type ProviderOptions,
} from './shared';

const PROVIDER = 'flutterwave';

const MOBILE_MONEY_CODES = {
  KES: { MPESA: 'MPS' },
  GHS: { MTN: 'MTN', VODAFONE: 'VODAFONE', AIRTEL: 'AIRTELTIGO', TIGO: 'AIRTELTIGO' },
  UGX: { MTN: 'MTN', AIRTEL: 'AIRTEL' },
  TZS: { AIRTEL: 'AIRTEL', TIGO: 'TIGO' },
  RWF: { MTN: 'MTN' },
};

const CHARGE_STATUSES: Record<string, ChargeStatus> = { successful: 'PAID', failed: 'FAILED' };
const PAYOUT_STATUSES: Record<string, PayoutStatus> = { SUCCESSFUL: 'PAID', FAILED: 'FAILED' };

const notFound = (status: number, message: string | undefined) =>
  status === 404 || (status === 400 && /no transaction|not found/i.test(message ?? ''));

export function createFlutterwaveGateway(
  config: Pick<Config, 'flutterwave' | 'logLevel'>,
  options: ProviderOptions = {},
): PaymentGateway {
  const settings = config.flutterwave;
  if (!settings) throw new ConfigError('FLUTTERWAVE_SECRET_KEY is required when PAYMENT_GATEWAY=flutterwave');
  const { logger, timeoutMs, fetch } = resolveOptions(config, options);
  const request = createHttp({
    provider: PROVIDER,
    baseUrl: settings.baseUrl,
    secretKey: settings.secretKey,
    timeoutMs,
    logger,
    fetch,
  });

  async function call(
    method: 'GET' | 'POST',
    path: string,
    init: { body?: object; query?: Record<string, string> } = {},
  ): Promise<JsonObject> {
    const answer = await request(method, path, {
      query: init.query,
      body: init.body === undefined ? undefined : stringifyJson(init.body),
      isNotFound: notFound,
    });
    if (answer.status !== 'success') {
      throw new GatewayError(PROVIDER, 'REJECTED', `${method} ${path} answered status ${String(answer.status)}`, {
        providerMessage: optionalString(answer, 'message') ?? undefined,
      });
    }
    return answer;
  }

  function toCharge(data: Json, reference: string): Charge {
    const currency = stringField(PROVIDER, data, 'currency');
    const status = CHARGE_STATUSES[stringField(PROVIDER, data, 'status')] ?? 'PENDING';
    return {
      reference,
      providerId: optionalString(data, 'id'),
      status,
      amountMinor: majorToMinor(PROVIDER, stringField(PROVIDER, data, 'amount'), currency),
      currency,
      // Verification does not repeat the hosted page; the one createCharge returned stays valid.
      checkoutUrl: '',
      authorization: status === 'PAID' ? optionalString(data, 'card.token') : null,
    };
  }

  async function getCharge(reference: string): Promise<Charge> {
    const answer = await call('GET', '/v3/transactions/verify_by_reference', { query: { tx_ref: reference } });
    return toCharge(field(PROVIDER, answer, 'data'), reference);
  }

  function toPayout(transfer: Json, reference: string): Payout {
    const status = stringField(PROVIDER, transfer, 'status');
    const mapped = PAYOUT_STATUSES[status.toUpperCase()] ?? 'PROCESSING';
    const currency = stringField(PROVIDER, transfer, 'currency');
    return {
      reference,
      providerId: stringField(PROVIDER, transfer, 'id'),
      status: mapped,
      amountMinor: majorToMinor(PROVIDER, stringField(PROVIDER, transfer, 'amount'), currency),
      currency,
      failureReason: mapped === 'FAILED' ? (optionalString(transfer, 'complete_message') ?? 'Transfer failed') : null,
    };
  }

  async function getPayout(reference: string): Promise<Payout> {
    const answer = await call('GET', '/v3/transfers', { query: { reference } });
    const list = field(PROVIDER, answer, 'data');
    if (!Array.isArray(list)) throw new GatewayError(PROVIDER, 'MALFORMED', 'answer data is not a list');
    const transfer = list.find((item) => optionalString(item, 'reference') === reference);
    if (transfer === undefined) throw new GatewayError(PROVIDER, 'NOT_FOUND', `no transfer has reference ${reference}`);
    return toPayout(transfer, reference);
  }

  function destinationFor(payout: CreatePayoutRequest): {
    account_bank: string;
    account_number: string;
    beneficiary_name?: string;
  } {
    const { destination, currency } = payout;
    switch (destination.kind) {
      case 'MOBILE_MONEY':
        return {
          account_bank: operatorCode(PROVIDER, MOBILE_MONEY_CODES, destination.provider, currency),
          account_number: e164Digits(PROVIDER, destination.phoneNumber),
          beneficiary_name: destination.phoneNumber,
        };
      case 'BANK_TRANSFER':
        return {
          account_bank: destination.bankCode,
          account_number: destination.accountNumber,
          ...(destination.accountName ? { beneficiary_name: destination.accountName } : {}),
        };
      case 'CRYPTO':
        throw new GatewayError(PROVIDER, 'UNSUPPORTED', 'Flutterwave does not offer crypto payouts');
    }
  }

  return {
    provider: 'flutterwave',
    testMode: settings.testMode,

    async createCharge(charge: CreateChargeRequest): Promise<Charge> {
      const answer = await call('POST', '/v3/payments', {
        body: {
          tx_ref: charge.reference,
          amount: new JsonDecimal(minorToMajor(PROVIDER, charge.amountMinor, charge.currency)),
          currency: charge.currency,
          redirect_url: charge.returnUrl,
          customer: { email: charge.email },
          customizations: { title: 'Kuza', description: charge.description },
        },
      });
      return {
        reference: charge.reference,
        providerId: null,
        status: 'PENDING',
        amountMinor: charge.amountMinor,
        currency: charge.currency,
        checkoutUrl: stringField(PROVIDER, answer, 'data.link'),
      };
    },

    getCharge,

    async chargeAuthorization(charge: AuthorizationChargeRequest): Promise<Charge> {
      try {
        const answer = await call('POST', '/v3/tokenized-charges', {
          body: {
            token: charge.authorization,
            amount: new JsonDecimal(minorToMajor(PROVIDER, charge.amountMinor, charge.currency)),
            currency: charge.currency,
            email: charge.email,
            tx_ref: charge.reference,
            narration: charge.description,
          },
        });
        return toCharge(field(PROVIDER, answer, 'data'), charge.reference);
      } catch (error) {
        // A duplicate tx_ref after a lost answer: the charge exists, read it.
        if (error instanceof GatewayError && error.kind === 'REJECTED') {
          const earlier = await getCharge(charge.reference).catch(() => null);
          if (earlier) return earlier;
        }
        throw error;
      }
    },

    async createPayout(payout: CreatePayoutRequest): Promise<Payout> {
      const destination = destinationFor(payout);
      const amount = new JsonDecimal(minorToMajor(PROVIDER, payout.amountMinor, payout.currency));
      // At most one transfer per reference: a retry after a lost answer finds the first one.
      const existing = await getPayout(payout.reference).catch((error: unknown) => {
        if (error instanceof GatewayError && error.kind === 'NOT_FOUND') return null;
        throw error;
      });
      if (existing) return existing;
      try {
        const answer = await call('POST', '/v3/transfers', {
          body: {
            ...destination,
            amount,
            currency: payout.currency,
            debit_currency: payout.currency,
            reference: payout.reference,
            narration: payout.reason,
          },
        });
        return toPayout(field(PROVIDER, answer, 'data'), payout.reference);
      } catch (error) {
        // A duplicate reference after a race with another attempt: the transfer exists, read it.
        if (error instanceof GatewayError && error.kind === 'REJECTED') {
          const raced = await getPayout(payout.reference).catch(() => null);
          if (raced) return raced;
        }
        throw error;
      }
    },

    getPayout,

    verifyWebhook({ rawBody, headers }: WebhookRequest): WebhookVerification {
      const given = headerValue(headers, 'verif-hash');
      if (given === undefined || !constantTimeEqual(given, settings.webhookHash)) return null;
      let body: Json;
      try {
        body = parseJson(rawBody.toString('utf8'));
      } catch {
        logger.warn({ provider: PROVIDER }, 'Flutterwave webhook is not JSON');
        return IGNORED_WEBHOOK;
      }
      const event = optionalString(body, 'event') ?? '';
      const type = event === 'charge.completed' ? 'charge' : event === 'transfer.completed' ? 'payout' : null;
      const reference = optionalString(body, type === 'charge' ? 'data.tx_ref' : 'data.reference');
      const id = optionalString(body, 'data.id');
      if (type === null || reference === null || id === null) {
        logger.info({ provider: PROVIDER, event }, 'Flutterwave webhook ignored: not about a charge or transfer');
        return IGNORED_WEBHOOK;
      }
      return { eventId: `${event}:${id}:${optionalString(body, 'data.status') ?? ''}`, type, reference };
    },
  };
}
