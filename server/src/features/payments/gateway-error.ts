/** The gateway could not do what was asked (unknown reference, unreachable API): Kuza retries or reconciles later. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly retryable = true,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}
