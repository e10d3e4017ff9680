// Paystack (https://paystack.com/docs/api/), a thin fetch client. What it relies on, as documented by Paystack and in
// its documentation snippets (github.com/PaystackOSS/doc-code-snippets, api/transactions/*, api/transfers/*):
// - Bearer secret key; answers are `{ status: true|false, message, data }`; amounts are integers in the currency's
//   subunit (kobo, pesewas, cents), sent as strings.
// - Charge: POST /transaction/initialize { email, amount, currency, reference, callback_url } → data.authorization_url;
//   read: GET /transaction/verify/:reference → data.status success | failed | reversed | abandoned | ongoing | pending.
//   An unknown reference answers 400/404 "Transaction reference not found". A paid card's data.authorization
//   { authorization_code, reusable } is saved for recurring charges: POST /transaction/charge_authorization
//   { email, amount, authorization_code, reference, currency } → data.status as above (send_otp etc.: pending).
// - Payout: POST /transferrecipient { type, name, account_number, bank_code, currency } → data.recipient_code, where
//   type is mobile_money (GHS, KES; bank_code MPESA, MTN, ATL, VOD; the phone number in national form, 0XXXXXXXXX),
//   nuban (NGN), ghipss (GHS), kepss (KES) or basa (ZAR) ("Creating Transfer Recipients" guide); then POST /transfer
//   { source: "balance", amount, recipient, reference, reason, currency } → data.transfer_code, data.status; read:
//   GET /transfer/verify/:reference. Transfer references: lowercase letters, digits, - and _ only. Transfers must run
//   without OTP (dashboard setting), or they wait in status "otp".
// - Webhooks: `x-paystack-signature` = hex HMAC-SHA512 of the raw body keyed with the secret key; events
//   charge.success, transfer.success, transfer.failed, transfer.reversed, each `{ event, data: { id, reference } }`.
//   Paystack sends no event id: (event, data.id) names a delivery, and redeliveries carry the same pair.
// - No crypto payouts.
import { createHmac, timingSafeEqual } from 'node:crypto';
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
import { parseMinor } from './amounts';
import { GatewayError } from './errors';
import {
  createHttp,
  field,
  optionalString,
  parseJson,
  stringField,
  stringifyJson,
  type Json,
  type JsonObject,
} from './http';
import { e164Digits, headerValue, operatorCode, resolveOptions, sha256Hex, type ProviderOptions } from './shared';

const PROVIDER = 'paystack';

const MOBILE_MONEY_CODES = {
  KES: { MPESA: 'MPESA' },
  GHS: { MTN: 'MTN', AIRTEL: 'ATL', TIGO: 'ATL', VODAFONE: 'VOD' },
};
const COUNTRY_CALLING_CODES: Record<string, string> = { KES: '254', GHS: '233' };
const BANK_RECIPIENT_TYPES: Record<string, string> = { NGN: 'nuban', GHS: 'ghipss', KES: 'kepss', ZAR: 'basa' };

const CHARGE_STATUSES: Record<string, ChargeStatus> = { success: 'PAID', failed: 'FAILED', reversed: 'FAILED' };
const PAYOUT_STATUSES: Record<string, PayoutStatus> = {
  success: 'PAID',
  failed: 'FAILED',
  reversed: 'FAILED',
  abandoned: 'FAILED',
  rejected: 'FAILED',
  blocked: 'FAILED',
};

const notFound = (status: number, message: string | undefined) =>
  status === 404 || (status === 400 && /not found/i.test(message ?? ''));

export function createPaystackGateway(
  config: Pick<Config, 'paystack' | 'logLevel'>,
  options: ProviderOptions = {},
): PaymentGateway {
  const settings = config.paystack;
  if (!settings) throw new ConfigError('PAYSTACK_SECRET_KEY is required when PAYMENT_GATEWAY=paystack');
  const { logger, timeoutMs, fetch } = resolveOptions(config, options);
  const request = createHttp({
    provider: PROVIDER,
    baseUrl: settings.baseUrl,
    secretKey: settings.secretKey,
    timeoutMs,
    logger,
    fetch,
  });

  async function call(method: 'GET' | 'POST', path: string, body?: object): Promise<JsonObject> {
    const answer = await request(method, path, {
      body: body === undefined ? undefined : stringifyJson(body),
      isNotFound: notFound,
    });
    if (answer.status !== true) {
      throw new GatewayError(PROVIDER, 'REJECTED', `${method} ${path} answered status false`, {
        providerMessage: optionalString(answer, 'message') ?? undefined,
      });
    }
    return answer;
  }

  function toCharge(answer: Json, reference: string): Charge {
    const status = CHARGE_STATUSES[stringField(PROVIDER, answer, 'data.status')] ?? 'PENDING';
    let reusable = false;
    try {
      reusable = field(PROVIDER, answer, 'data.authorization.reusable') === true;
    } catch {
      // No authorization (a bank transfer, USSD): nothing to charge again.
    }
    return {
      reference,
      providerId: optionalString(answer, 'data.id'),
      // success is final; failed and reversed end it; abandoned, ongoing, pending... may still be paid.
      status,
      amountMinor: parseMinor(PROVIDER, stringField(PROVIDER, answer, 'data.amount')),
      currency: stringField(PROVIDER, answer, 'data.currency'),
      // Verify does not repeat the checkout page; the one createCharge returned stays valid.
      checkoutUrl: '',
      authorization:
        status === 'PAID' && reusable ? optionalString(answer, 'data.authorization.authorization_code') : null,
    };
  }

  async function getCharge(reference: string): Promise<Charge> {
    return toCharge(await call('GET', `/transaction/verify/${encodeURIComponent(reference)}`), reference);
  }

  function toPayout(answer: Json, reference: string): Payout {
    const status = stringField(PROVIDER, answer, 'data.status');
    const mapped = PAYOUT_STATUSES[status] ?? 'PROCESSING';
    if (status === 'otp')
      logger.warn({ provider: PROVIDER, reference }, 'Paystack transfer awaits an OTP: disable transfer OTP');
    const currency = stringField(PROVIDER, answer, 'data.currency');
    return {
      reference,
      providerId: optionalString(answer, 'data.transfer_code') ?? optionalString(answer, 'data.id'),
      status: mapped,
      amountMinor: parseMinor(PROVIDER, stringField(PROVIDER, answer, 'data.amount')),
      currency,
      failureReason:
        mapped === 'FAILED'
          ? [`Transfer ${status}`, optionalString(answer, 'data.gateway_response')].filter(Boolean).join(': ')
          : null,
    };
  }

  async function getPayout(reference: string): Promise<Payout> {
    checkTransferReference(reference);
    return toPayout(await call('GET', `/transfer/verify/${encodeURIComponent(reference)}`), reference);
  }

  function recipientFor(payout: CreatePayoutRequest): object {
    const { destination, currency } = payout;
    switch (destination.kind) {
      case 'MOBILE_MONEY': {
        const bankCode = operatorCode(PROVIDER, MOBILE_MONEY_CODES, destination.provider, currency);
        const digits = e164Digits(PROVIDER, destination.phoneNumber);
        const callingCode = COUNTRY_CALLING_CODES[currency];
        if (!digits.startsWith(callingCode)) {
          throw new GatewayError(PROVIDER, 'REJECTED', `the mobile money number is not one for ${currency}`);
        }
        const national = `0${digits.slice(callingCode.length)}`;
        return {
          type: 'mobile_money',
          name: destination.phoneNumber,
          account_number: national,
          bank_code: bankCode,
          currency,
        };
      }
      case 'BANK_TRANSFER': {
        const type = BANK_RECIPIENT_TYPES[currency];
        if (type === undefined)
          throw new GatewayError(PROVIDER, 'UNSUPPORTED', `bank payouts in ${currency} are not offered`);
        return {
          type,
          name: destination.accountName ?? destination.accountNumber,
          account_number: destination.accountNumber,
          bank_code: destination.bankCode,
          currency,
        };
      }
      case 'CRYPTO':
        throw new GatewayError(PROVIDER, 'UNSUPPORTED', 'Paystack does not offer crypto payouts');
    }
  }

  return {
    provider: 'paystack',
    testMode: settings.testMode,

    async createCharge(charge: CreateChargeRequest): Promise<Charge> {
      const answer = await call('POST', '/transaction/initialize', {
        email: charge.email,
        amount: charge.amountMinor.toString(),
        currency: charge.currency,
        reference: charge.reference,
        callback_url: charge.returnUrl,
        metadata: { description: charge.description },
      });
      return {
        reference: charge.reference,
        providerId: optionalString(answer, 'data.access_code'),
        status: 'PENDING',
        amountMinor: charge.amountMinor,
        currency: charge.currency,
        checkoutUrl: stringField(PROVIDER, answer, 'data.authorization_url'),
      };
    },

    getCharge,

    async chargeAuthorization(charge: AuthorizationChargeRequest): Promise<Charge> {
      try {
        const answer = await call('POST', '/transaction/charge_authorization', {
          email: charge.email,
          amount: charge.amountMinor.toString(),
          authorization_code: charge.authorization,
          reference: charge.reference,
          currency: charge.currency,
          metadata: { description: charge.description },
        });
        return toCharge(answer, charge.reference);
      } catch (error) {
        // "Duplicate Transaction Reference" after a lost answer: the charge exists, read it.
        if (error instanceof GatewayError && error.kind === 'REJECTED') {
          const earlier = await getCharge(charge.reference).catch(() => null);
          if (earlier) return earlier;
        }
        throw error;
      }
    },

    async createPayout(payout: CreatePayoutRequest): Promise<Payout> {
      checkTransferReference(payout.reference);
      const recipient = recipientFor(payout);
      // At most one transfer per reference: a retry after a lost answer finds the first one.
      const existing = await getPayout(payout.reference).catch((error: unknown) => {
        if (error instanceof GatewayError && error.kind === 'NOT_FOUND') return null;
        throw error;
      });
      if (existing) return existing;
      const created = await call('POST', '/transferrecipient', recipient);
      const recipientCode = stringField(PROVIDER, created, 'data.recipient_code');
      try {
        const answer = await call('POST', '/transfer', {
          source: 'balance',
          amount: payout.amountMinor.toString(),
          recipient: recipientCode,
          reference: payout.reference,
          reason: payout.reason,
          currency: payout.currency,
        });
        return toPayout(answer, payout.reference);
      } catch (error) {
        // "Duplicate reference" after a race with another attempt: the transfer exists, read it.
        if (error instanceof GatewayError && error.kind === 'REJECTED') {
          const raced = await getPayout(payout.reference).catch(() => null);
          if (raced) return raced;
        }
        throw error;
      }
    },

    getPayout,

    verifyWebhook({ rawBody, headers }: WebhookRequest): WebhookVerification {
      const signature = headerValue(headers, 'x-paystack-signature');
      if (signature === undefined || !/^[0-9a-f]{128}$/i.test(signature)) return null;
      const expected = createHmac('sha512', settings.secretKey).update(rawBody).digest();
      if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return null;
      let body: Json;
      try {
        body = parseJson(rawBody.toString('utf8'));
      } catch {
        logger.warn({ provider: PROVIDER }, 'signed Paystack webhook is not JSON');
        return IGNORED_WEBHOOK;
      }
      const event = optionalString(body, 'event') ?? '';
      const reference = optionalString(body, 'data.reference');
      const type = event.startsWith('charge.') ? 'charge' : event.startsWith('transfer.') ? 'payout' : null;
      if (type === null || reference === null) {
        logger.info({ provider: PROVIDER, event }, 'Paystack webhook ignored: not about a charge or transfer');
        return IGNORED_WEBHOOK;
      }
      const id = optionalString(body, 'data.id') ?? sha256Hex(rawBody);
      return { eventId: `${event}:${id}`, type, reference };
    },
  };
}

function checkTransferReference(reference: string): void {
  if (!/^[a-z0-9_-]{1,100}$/.test(reference)) {
    throw new GatewayError(PROVIDER, 'REJECTED', 'transfer references must be lowercase letters, digits, - or _');
  }
}
