import type { Browser } from 'playwright-core';
import { graphql } from '../gql';
import { launchBrowser, SignedInPages } from '../helpers/browser';
import { buildUser, type TestUser } from '../helpers/factories';
import { expectLedgerInvariants } from '../helpers/ledger-invariants';
import { freePort } from '../helpers/spawn-kuza';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { PNG_BYTES } from '../helpers/uploads';

jest.setTimeout(180_000);

// Issue 31's creator income journey, in test mode: a creator with a split (made on Split Earnings, tested apart)
// creates a membership tier and a members-only post with an image carrying the split; a reader sees it locked, joins on the test gateway and
// sees it open, then tips it; the creator sees the member and the income, the collaborator their share of the tip,
// and the ledger holds together. Detaching the split afterwards rewrites no history.
let server: TestServer;
let browser: Browser;
let pages: SignedInPages;
let creator: TestUser;
let collaborator: TestUser;
let reader: TestUser;

const SECRET = 'the bridge of the song was recorded in one take at dawn';
const STORY = `${'Behind the scenes of our new record, from the first demo to the final mix. '.repeat(3)}#studio ${SECRET}`;

beforeAll(async () => {
  // The gateway sends the payer back to PUBLIC_URL: this server's own address; jobs run as in production.
  const port = await freePort();
  server = await startTestServer({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, JOB_WORKER: 'true' });
  browser = await launchBrowser();
  pages = new SignedInPages(browser, server.url);
  creator = await buildUser(server, { username: 'kwame_studio' });
  collaborator = await buildUser(server, { username: 'ama_keys' });
  reader = await buildUser(server, { username: 'esi_reads' });
  const split = await server.gql(
    graphql(`
      mutation CreatorIncomeJourneySplit($input: CreateEarningsSplitInput!) {
        createEarningsSplit(input: $input) {
          id
        }
      }
    `),
    { input: { projectName: 'Dawn Sessions', collaborators: [{ username: 'ama_keys', percentage: 20 }] } },
    { token: creator.accessToken },
  );
  expect(split.errors).toBeUndefined();
});
afterAll(async () => {
  await pages?.close();
  await browser?.close();
  await server?.stop();
});

it('a members-only post with a split pays the creator and the collaborator, and the ledger holds', async () => {
  // Each signs in in a browser context of their own, at once (signing in is the slow part of a journey).
  const [studio, fan, keys] = await Promise.all([pages.open(creator), pages.open(reader), pages.open(collaborator)]);

  // Memberships: a $5.00 tier.
  await studio.goto(`${server.url}/dashboard/wallet`);
  await studio.getByRole('link', { name: 'Memberships: tiers and members' }).click();
  await studio.getByRole('button', { name: 'New tier' }).click();
  const form = studio.getByRole('dialog', { name: 'New tier' });
  await form.getByLabel('Name').fill('Inner circle');
  await form.getByLabel('Perks').fill('Studio diaries');
  await form.getByLabel('Monthly price').fill('5');
  await form.getByRole('button', { name: 'Save tier' }).click();
  await form.waitFor({ state: 'hidden' });
  await studio.getByTestId('tier').getByText('$5.00 / month').waitFor();

  // Create: text, an image, members of the tier only, and the split.
  await studio.goto(`${server.url}/dashboard/create`);
  await studio.getByLabel("What's on your mind?").fill(STORY);
  await studio
    .getByLabel('Add image')
    .setInputFiles({ name: 'studio.png', mimeType: 'image/png', buffer: Buffer.from(PNG_BYTES) });
  await studio.getByRole('img', { name: 'Image preview' }).waitFor();
  await studio.getByLabel('Members only').check();
  await studio.getByLabel('Inner circle · $5.00').check();
  await studio.getByLabel('Split earnings with').selectOption({ label: 'Dawn Sessions (you keep 80%)' });
  await studio.getByRole('button', { name: 'Post', exact: true }).click();
  await studio.waitForURL(`${server.url}/dashboard`);

  // The reader finds it under Paid Posts: the teaser, no image, the tier to join.
  await fan.goto(`${server.url}/dashboard/for-you`);
  await fan.getByRole('button', { name: 'Paid Posts' }).click();
  const lockedCard = fan.getByTestId('post-card').filter({ hasText: 'Behind the scenes' });
  await lockedCard.getByTestId('locked-post').getByText('For members of Inner circle').waitFor();
  expect(await lockedCard.textContent()).not.toContain(SECRET);
  expect(await lockedCard.locator('img[src*="/media/"]').count()).toBe(0);

  // Join to read → the creator's tiers, open at once on their profile → the test gateway → paid.
  await lockedCard.getByRole('link', { name: 'Join to read' }).click();
  const join = fan.getByRole('dialog', { name: 'Join @kwame_studio' });
  await join.getByText('Test mode: no real money').waitFor();
  await join.getByRole('button', { name: 'Join Inner circle' }).click();
  await fan.waitForURL(/\/fake-gateway\/checkout\//);
  await fan.getByRole('button', { name: 'Pay' }).click();
  await fan.waitForURL(/\/dashboard\/checkout\//);
  await fan.getByTestId('checkout-status').getByText('$5.00', { exact: false }).waitFor();

  // A member now, back on the post joined from: the whole post with its image; then a $20 tip on it.
  await fan.getByRole('link', { name: 'Back to the post' }).click();
  const openCard = fan.getByTestId('post-card').filter({ hasText: 'Behind the scenes' });
  await openCard.getByText(SECRET, { exact: false }).waitFor();
  await openCard.locator('img[src*="/media/"]').first().waitFor();
  expect(await openCard.getByTestId('locked-post').count()).toBe(0);
  await openCard.getByRole('button', { name: 'Tip @kwame_studio (tips so far: 0)' }).click();
  const tip = fan.getByRole('dialog', { name: 'Tip @kwame_studio' });
  await tip.getByRole('button', { name: '$20' }).click();
  await tip.getByRole('button', { name: 'Continue to payment' }).click();
  await fan.waitForURL(/\/fake-gateway\/checkout\//);
  await fan.getByRole('button', { name: 'Pay' }).click();
  await fan.getByText('Thank you! Your tip of $20.00 to @kwame_studio was paid.').waitFor();

  // The creator: the member, and the income by source: 80 % of their 70 % of $5.00 (the membership was joined from
  // the post with the split) and of the tip's 95 %.
  await studio.goto(`${server.url}/dashboard/wallet`);
  await studio.getByRole('link', { name: 'Memberships: tiers and members' }).click();
  await studio.getByTestId('member-row').getByText('@esi_reads').waitFor();
  await studio.goto(`${server.url}/dashboard/revenue`);
  await studio.getByTestId('revenue-source-MEMBERSHIPS').getByText('$2.80').first().waitFor();
  await studio.getByTestId('revenue-source-TIPS').getByText('$15.20').first().waitFor();

  // The collaborator: their share of the membership ($0.70) and of the tip ($3.80), and the post the split is on.
  await keys.goto(`${server.url}/dashboard/split`);
  const shared = keys.getByTestId('earnings-split').filter({ hasText: 'Dawn Sessions' });
  await shared.getByTestId('split-earned').getByText('Your share: $4.50').waitFor();
  await shared.getByTestId('split-posts').getByText('Behind the scenes', { exact: false }).waitFor();

  // The owner detaches the split from the post: what was paid keeps the split it was paid with.
  await studio.goto(`${server.url}/dashboard/split`);
  const mine = studio.getByTestId('earnings-split').filter({ hasText: 'Dawn Sessions' });
  await mine.getByRole('button', { name: /^Detach from/ }).click();
  await mine.getByText('Not attached to any post yet.').waitFor();
  await keys.reload();
  await shared.getByTestId('split-earned').getByText('Your share: $4.50').waitFor();
  const [applied] = (await server.kuza.deps.db.query(
    `SELECT metadata -> 'split' -> 'shares' AS shares FROM ledger_transactions WHERE kind = 'TIP'`,
  )) as Array<{ shares: Array<{ userId: string; amountMinor: string }> }>;
  expect(applied!.shares.map((share) => [share.userId, share.amountMinor])).toEqual([
    [creator.id, '1520'],
    [collaborator.id, '380'],
  ]);
  await expectLedgerInvariants(server.kuza.deps.db);
});
