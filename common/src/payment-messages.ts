// What the server says about payments through a gateway (checkouts, tips): `payment.<name>` in messages.ts.
export const PAYMENT_MESSAGES = {
  /** The gateway did not answer or refused (SERVICE_UNAVAILABLE): the same request may be sent again. */
  gatewayUnavailable: 'The payment service is not available right now. Please try again.',
  cannotTipSelf: 'You cannot tip yourself.',
  creatorCannotReceive: 'This creator cannot receive tips until they confirm their email address.',
  /** A tip names a post that is not the tipped creator's. */
  postNotByCreator: 'This post is not by this creator.',
} as const;
