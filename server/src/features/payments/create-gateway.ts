import type { DataSource } from 'typeorm';
import type { Config } from '../../config';
import type { JobQueue } from '../../jobs';
import { FakeGateway } from './fake/fake-gateway';
import type { PaymentGateway } from './gateway';
import { createFlutterwaveGateway, createPaystackGateway } from './providers';

/** What the fake gateway keeps its state in and sends its webhooks with (real gateways keep theirs). */
export interface GatewayRuntime {
  db: DataSource;
  queue: JobQueue;
}

/** The gateway PAYMENT_GATEWAY names: the fake test-mode gateway (the default), Paystack or Flutterwave. */
export function createGateway(config: Config, runtime: GatewayRuntime): PaymentGateway {
  switch (config.paymentGateway) {
    case 'paystack':
      return createPaystackGateway(config);
    case 'flutterwave':
      return createFlutterwaveGateway(config);
    case 'fake':
      return new FakeGateway(runtime.db, config, runtime.queue);
  }
}
