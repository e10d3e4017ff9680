import { FakeGateway, PaymentsService } from '../../server/src/features/payments';
import type { Email } from '../../server/src/mail/mailer';
import type { TestServer } from './test-server';

// The test-mode gateway as a person and the gateway itself use it: its checkout page, its switches, its webhooks.

export function fakeGateway(server: TestServer): FakeGateway {
  const gateway = server.kuza.deps.services.get(PaymentsService).gateway;
  if (!(gateway instanceof FakeGateway)) throw new Error('The test server does not run the fake gateway');
  return gateway;
}

/** The checkout page's path on this server (its URL is on PUBLIC_URL, which tests do not listen on). */
export const checkoutPath = (checkoutUrl: string) => new URL(checkoutUrl).pathname;

export async function openCheckoutPage(server: TestServer, checkoutUrl: string): Promise<Response> {
  return fetch(`${server.url}${checkoutPath(checkoutUrl)}`);
}

/** Presses Pay or Decline on the checkout page; answers where the gateway sends the payer back. */
export async function pressCheckoutButton(
  server: TestServer,
  checkoutUrl: string,
  button: 'pay' | 'decline',
): Promise<string> {
  const response = await fetch(`${server.url}${checkoutPath(checkoutUrl)}/${button}`, {
    method: 'POST',
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  return response.headers.get('location')!;
}

/** Runs every due job (webhook deliveries, their processing, settlement) until none is left. */
export const runJobs = (server: TestServer) => server.kuza.jobs.runUntilIdle();

/** Posts a webhook to Kuza as a gateway would. */
export function postWebhook(
  server: TestServer,
  provider: string,
  body: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${server.url}/webhooks/payments/${provider}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
}

/** The next e-mail whose subject matches, once it has been sent: call it before what sends it. */
export function nextEmail(server: TestServer, subject: RegExp): Promise<Email & { file?: string }> {
  const mailer = server.kuza.deps.mailer;
  return new Promise((resolve) => {
    const onSent = (email: Email & { file?: string }) => {
      if (!subject.test(email.subject)) return;
      mailer.off('sent', onSent);
      resolve(email);
    };
    mailer.on('sent', onSent);
  });
}

/** A ledger account's balance in minor units (0 when it has none yet). */
export async function balance(server: TestServer, key: string): Promise<bigint> {
  const rows: Array<{ balance: string }> = await server.kuza.deps.db.query(
    `SELECT balance::text FROM ledger_accounts WHERE key = $1`,
    [key],
  );
  return BigInt(rows[0]?.balance ?? 0);
}

/** How many rows a table has (to show that a refusal wrote nothing). */
export async function countRows(server: TestServer, table: string): Promise<number> {
  const rows: Array<{ count: number }> = await server.kuza.deps.db.query(`SELECT count(*)::int AS count FROM ${table}`);
  return rows[0].count;
}
