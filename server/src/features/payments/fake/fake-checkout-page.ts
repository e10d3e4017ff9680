import { formatMinor, isCurrency } from '@kuza/common';
import { Router, type Request, type Response } from 'express';
import type { Logger } from '../../../logger';
import type { FakeGateway } from './fake-gateway';

// The fake gateway's hosted checkout: a server-rendered page with Pay and Decline (plain forms, no script, so the
// Content-Security-Policy holds), then back to Kuza's return URL.

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** "12.50 USD" from 1250 minor units, exactly (the currency's own number of decimals). */
const formatAmount = (amountMinor: string, currency: string) =>
  `${isCurrency(currency) ? formatMinor(BigInt(amountMinor), currency) : amountMinor} ${currency}`;

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f4f5;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:12px;box-shadow:0 1px 4px #0002;padding:2rem;max-width:24rem;width:100%}
.banner{background:#fef3c7;color:#92400e;border-radius:6px;padding:.5rem .75rem;font-weight:600;margin-bottom:1rem}
.amount{font-size:2rem;font-weight:700;margin:.5rem 0}
form{display:inline}button{font-size:1rem;padding:.6rem 1.4rem;border-radius:8px;border:0;cursor:pointer;margin-right:.5rem}
.pay{background:#16a34a;color:#fff}.decline{background:#e4e4e7;color:#18181b}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)}</title><style>${STYLE}</style></head><body><main>
<p class="banner" role="status">Test mode: no real money</p>${body}</main></body></html>`;
}

export function fakeCheckoutRouter(gateway: FakeGateway, logger: Logger): Router {
  const router = Router();

  router.get('/checkout/:reference', async (req: Request<{ reference: string }>, res: Response) => {
    res.set('cache-control', 'no-store');
    let charge;
    try {
      charge = await gateway.chargeRow(req.params.reference);
    } catch (err) {
      logger.error({ err }, 'The fake gateway could not read a checkout');
      res.status(500).type('html').send(page('Something went wrong', '<h1>Something went wrong</h1>'));
      return;
    }
    if (!charge) {
      res.status(404).type('html').send(page('Checkout not found', '<h1>Checkout not found</h1>'));
      return;
    }
    const amount = escape(formatAmount(charge.amount_minor, charge.currency));
    const action = escape(gateway.checkoutPath(charge.reference));
    const body =
      charge.status === 'PENDING'
        ? `<h1>Kuza checkout</h1><p>${escape(charge.description)}</p><p class="amount">${amount}</p>
<form method="post" action="${action}/pay"><button class="pay" type="submit">Pay</button></form>
<form method="post" action="${action}/decline"><button class="decline" type="submit">Decline</button></form>`
        : `<h1>${charge.status === 'PAID' ? 'Paid' : 'Declined'}</h1><p class="amount">${amount}</p>
<p><a href="${escape(charge.return_url)}">Back to Kuza</a></p>`;
    res.type('html').send(page('Kuza checkout (test mode)', body));
  });

  const decide = (paid: boolean) => async (req: Request<{ reference: string }>, res: Response) => {
    try {
      const charge = await gateway.decideCharge(req.params.reference, paid);
      if (!charge) {
        res.status(404).type('html').send(page('Checkout not found', '<h1>Checkout not found</h1>'));
        return;
      }
      res.redirect(303, charge.return_url);
    } catch (err) {
      logger.error({ err }, 'The fake gateway could not record a payment');
      res.status(500).type('html').send(page('Something went wrong', '<h1>Something went wrong</h1>'));
    }
  };
  router.post('/checkout/:reference/pay', decide(true));
  router.post('/checkout/:reference/decline', decide(false));
  return router;
}
