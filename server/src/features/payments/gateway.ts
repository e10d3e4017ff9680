// The one interface every payment gateway implements (DESIGN.md "Gateway adapter"): the fake test-mode gateway
// shipped with Kuza, Paystack and Flutterwave. Amounts are integers in minor units; currencies are ISO 4217.

export type GatewayProvider = 'fake' | 'paystack' | 'flutterwave';

export type ChargeStatus = 'PENDING' | 'PAID' | 'FAILED';
export type PayoutStatus = 'PROCESSING' | 'PAID' | 'FAILED';

export interface CreateChargeRequest {
  /** Kuza's own reference (the checkout id): the gateway echoes it back in webhooks and reads. */
  reference: string;
  amountMinor: bigint;
  currency: string;
  email: string;
  /** Where the gateway sends the payer after paying or declining. */
  returnUrl: string;
  description: string;
}

export interface Charge {
  reference: string;
  /** The gateway's own id for the charge, when it has one. */
  providerId: string | null;
  status: ChargeStatus;
  amountMinor: bigint;
  currency: string;
  /** The page where the payer pays (hosted checkout). */
  checkoutUrl: string;
  /**
   * A paid charge's reusable authorization (Paystack's authorization code, Flutterwave's card token, the fake
   * gateway's saved authorization), when the gateway gives one: later charges use it (memberships' renewals).
   */
  authorization?: string | null;
}

/** A charge without the payer present, with the authorization an earlier paid charge saved (a monthly renewal). */
export interface AuthorizationChargeRequest {
  /** Unique per attempt: asking again with the same reference answers the same charge, never a second one. */
  reference: string;
  authorization: string;
  amountMinor: bigint;
  currency: string;
  email: string;
  description: string;
}

export type PayoutDestination =
  | { kind: 'MOBILE_MONEY'; provider: string; phoneNumber: string }
  | { kind: 'BANK_TRANSFER'; bankCode: string; accountNumber: string; accountName?: string }
  | { kind: 'CRYPTO'; network: string; address: string };

export interface CreatePayoutRequest {
  /** The withdrawal id: a payout is created at most once per reference. */
  reference: string;
  amountMinor: bigint;
  currency: string;
  destination: PayoutDestination;
  reason: string;
}

export interface Payout {
  reference: string;
  providerId: string | null;
  status: PayoutStatus;
  amountMinor: bigint;
  currency: string;
  failureReason: string | null;
}

/** A verified webhook: what it is about. The receiver re-reads the charge or payout before trusting its status. */
export interface WebhookEvent {
  /** Unique per provider event: a duplicate delivery carries the same id. */
  eventId: string;
  type: 'charge' | 'payout';
  reference: string;
}

/** A correctly signed webhook about something Kuza does not act on (a subscription event, say): answered 200. */
export const IGNORED_WEBHOOK = 'ignored';

/** What a webhook verified as: an event to act on, signed but ignored, or null when the signature does not verify. */
export type WebhookVerification = WebhookEvent | typeof IGNORED_WEBHOOK | null;

export interface WebhookRequest {
  rawBody: Buffer;
  headers: Record<string, string | string[] | undefined>;
}

export interface PaymentGateway {
  readonly provider: GatewayProvider;
  /** True when no real money moves (the fake gateway, or a provider's test keys). */
  readonly testMode: boolean;
  createCharge(request: CreateChargeRequest): Promise<Charge>;
  getCharge(reference: string): Promise<Charge>;
  /** Charges a saved authorization (recurring payments): PAID, FAILED, or PENDING while the gateway decides. */
  chargeAuthorization(request: AuthorizationChargeRequest): Promise<Charge>;
  createPayout(request: CreatePayoutRequest): Promise<Payout>;
  getPayout(reference: string): Promise<Payout>;
  /**
   * Checks the signature on the raw body: null when it does not verify (the caller answers 401, posts nothing);
   * IGNORED_WEBHOOK when it verifies but is about neither a charge nor a payout (answered 200, nothing stored).
   */
  verifyWebhook(request: WebhookRequest): WebhookVerification;
}
