// The front door of payments: what other features and app/ may use. Resolvers are found by graphql/find-modules.ts.
export { Checkout, CheckoutPurpose, CheckoutStatus, type CheckoutRecord } from './checkout.types';
export { createGateway, type GatewayRuntime } from './create-gateway';
export { FakeGateway } from './fake/fake-gateway';
export type * from './gateway';
export { GatewayError, type GatewayErrorKind } from './providers';
export { PaymentEventsService, PROCESS_EVENT_TASK, RECONCILE_TASK } from './payment-events.service';
export { mountPayments } from './payments.http';
export { PAYMENT_CRON, paymentTasks } from './payment.tasks';
export { PaymentsService, type CreateCheckoutInput } from './payments.service';
export type { AfterCommit, CheckoutPaidHandler, PayoutSettledHandler, SettledPayout } from './registry';
