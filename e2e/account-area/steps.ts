import type { Page } from '@playwright/test';

// Steps the account-area journeys share: signing in and out the way a person
// does, through the header and the login dialog.

/** Fills the login dialog (already open) and waits until the session is stored. */
export async function completeLoginDialog(page: Page, email: string, password: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.waitFor();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'LOGIN', exact: true }).click();
  await page.waitForFunction(() => sessionStorage.getItem('auth') !== null);
  await dialog.waitFor({ state: 'hidden' });
}

/** LOGIN in the header (a desktop-wide page), then the dialog. */
export async function signInFromHeader(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'LOGIN', exact: true }).click();
  await completeLoginDialog(page, email, password);
}

export async function isSignedIn(page: Page): Promise<boolean> {
  return page.evaluate(() => sessionStorage.getItem('auth') !== null);
}

/** The text a control's aria-describedby points at. */
export async function descriptionOf(page: Page, selector: { label: string | RegExp }): Promise<string> {
  const ids = (await page.getByLabel(selector.label).first().getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(ids.split(/\s+/).filter(Boolean).map((id) => page.locator(`[id="${id}"]`).textContent()));
  return texts.join(' ').trim();
}
