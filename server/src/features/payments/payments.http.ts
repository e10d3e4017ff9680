import express, { type Express, type Request, type Response } from 'express';
import type { Deps } from '../../graphql/services';
import { FakeGateway } from './fake/fake-gateway';
import { IGNORED_WEBHOOK } from './gateway';
import { fakeCheckoutRouter } from './fake/fake-checkout-page';
import { PaymentEventsService } from './payment-events.service';
import { PaymentsService } from './payments.service';

/** Gateways' events are small; anything larger is not one. */
const WEBHOOK_BODY_LIMIT = '256kb';

const KNOWN_PROVIDERS = new Set(['fake', 'paystack', 'flutterwave']);

/**
 * POST /webhooks/payments/:provider (the raw body, read before any JSON parser: signatures are over the exact
 * bytes) and, in test mode, the fake gateway's pages at /fake-gateway.
 */
export function mountPayments(app: Express, deps: Deps): void {
  const payments = deps.services.get(PaymentsService);
  const events = deps.services.get(PaymentEventsService);
  const gateway = payments.gateway;

  app.post(
    '/webhooks/payments/:provider',
    express.raw({ type: () => true, limit: WEBHOOK_BODY_LIMIT }),
    async (req: Request<{ provider: string }>, res: Response) => {
      res.set('cache-control', 'no-store');
      const provider = req.params.provider;
      // Only the configured gateway's events can be verified; any other provider is unknown here.
      if (!KNOWN_PROVIDERS.has(provider) || provider !== gateway.provider) {
        res.status(404).json({ error: 'Unknown payment provider' });
        return;
      }
      try {
        const rawBody = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const event = gateway.verifyWebhook({ rawBody, headers: req.headers });
        await events.recordReceipt(provider, event !== null);
        if (!event) {
          res.status(401).json({ error: 'Invalid signature' });
          return;
        }
        // Signed by the provider but about nothing Kuza acts on: acknowledged, so the provider stops retrying.
        if (event !== IGNORED_WEBHOOK) await events.store(provider, event);
        res.status(200).json({ received: true });
      } catch (err) {
        deps.logger.error({ err, provider }, 'A payment webhook could not be stored');
        res.status(500).json({ error: 'Internal server error' });
      }
    },
  );

  if (gateway instanceof FakeGateway) app.use('/fake-gateway', fakeCheckoutRouter(gateway, deps.logger));
}
