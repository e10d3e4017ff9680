// The real payment gateways behind PAYMENT_GATEWAY=paystack and PAYMENT_GATEWAY=flutterwave (see docs/money.md).
export { createPaystackGateway } from './paystack';
export { createFlutterwaveGateway } from './flutterwave';
export { GatewayError, type GatewayErrorKind } from './errors';
export type { ProviderOptions } from './shared';
