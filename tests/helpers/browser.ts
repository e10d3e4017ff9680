import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with the flags this machine's closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** Signs in through the /auth page as a person would, in any interface language, and waits for the dashboard. */
export async function signInAs(
  page: Page,
  baseUrl: string,
  account: { email: string; password: string },
): Promise<void> {
  await page.goto(`${baseUrl}/auth`);
  await page.locator('input[type="email"]').fill(account.email);
  await page.locator('input[type="password"]').fill(account.password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(`${baseUrl}/dashboard`);
}

/** Pages signed in as different people, each in a browser context of its own (cookies, storage), closed together. */
export class SignedInPages {
  private readonly contexts: BrowserContext[] = [];

  constructor(
    private readonly browser: Browser,
    private readonly baseUrl: string,
  ) {}

  async open(account: { email: string; password: string }): Promise<Page> {
    const context = await this.browser.newContext();
    this.contexts.push(context);
    const page = await context.newPage();
    await signInAs(page, this.baseUrl, account);
    return page;
  }

  async close(): Promise<void> {
    await Promise.all(this.contexts.map((context) => context.close()));
  }
}
