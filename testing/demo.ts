/**
 * The demo accounts and community (scripts/seed/, what the seed creates) and signing in as one
 * through the real /login form: for the browser tests and the benches alike.
 */
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../scripts/seed/accounts';

import { paths } from '../web/src/config/paths';

export { DEMO_ACCOUNTS };
/** The demo community the seed writes: the browser tests look for its groups and queue items. */
export { SEED_GROUPS, SEED_MODERATION } from '../scripts/seed/community';
export type DemoKey = keyof typeof DEMO_ACCOUNTS;

/** Signs in through the real /login form. */
export async function signIn(page: Page, who: DemoKey | { email: string; password: string }) {
  const account = typeof who === 'string' ? DEMO_ACCOUNTS[who] : who;
  await page.goto(paths.login);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('/');
}
