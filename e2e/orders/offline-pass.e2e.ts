import assert from 'node:assert/strict';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { labVisitPassSchema, ORDER_STATUS, orderResultsDataSchema } from '@labstore/domain';
import { completeLoginDialog } from '../account-area/steps';
import { installServiceWorker } from '../cart/cart-support';
import { VIEWPORTS, screenshot } from '../support/browser';
import { createCustomer, type TestCustomer } from '../support/customer-fixtures';
import { useJourneyServices } from '../support/journey';
import { barcodeOnScreen, orderResults, payForTest, readOrder, waitForStatus } from './steps';

// Issue 18: a customer at the test center with no signal. On a phone
// (375 px): the lab-visit pass kept on the device opens offline after a
// reload and after sign-out, with the password (a wrong one does not), and
// its barcode reads from the screen; results kept on the device show their
// values and trends offline. Afterwards nothing about the customer's health
// is found in clear in any of the browser's storages.

const TEST_SLUG = 'lipid-panel';
const WRONG_PASSWORD = 'Not#TheirPassword1';

async function signOut(page: Page): Promise<void> {
  const header = page.getByRole('banner');
  const logout = header.getByRole('button', { name: 'LOGOUT' });
  if (!(await logout.isVisible())) await header.getByRole('button', { name: /menu/i }).click();
  await logout.click();
  // Sign-out loads a fresh page (nothing of the session stays in memory).
  await page.waitForFunction(() => sessionStorage.getItem('auth') === null && location.pathname === '/' && document.readyState === 'complete');
}

async function unlock(page: Page, password: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Open the documents kept on this phone' });
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Open', exact: true }).click();
}

/**
 * Every storage a script of the origin (or someone with the device) can read:
 * localStorage, sessionStorage, each IndexedDB database (binary values as
 * Latin-1 text, so a PDF's header shows) and each Cache Storage response.
 */
async function everythingStored(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const latin1 = (value: unknown): unknown =>
      value instanceof ArrayBuffer || ArrayBuffer.isView(value) ? new TextDecoder('latin1').decode(value) : value;
    // A record as JSON (as the app would have written it), its bytes as text.
    const text = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value, (_key, inner: unknown) => latin1(inner)));
    const parts: string[] = [JSON.stringify({ ...localStorage }), JSON.stringify({ ...sessionStorage })];
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const opening = indexedDB.open(name);
        opening.onsuccess = () => resolve(opening.result);
        opening.onerror = () => reject(opening.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const values = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(store).objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        parts.push(`${name}/${store}\n${values.map(text).join('\n')}`);
      }
      db.close();
    }
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        parts.push(`${name} ${request.url}\n${response ? new TextDecoder('latin1').decode(await response.arrayBuffer()) : ''}`);
      }
    }
    return parts.join('\n');
  });
}

test.describe('the lab-visit pass and results on the phone, offline', () => {
  const services = useJourneyServices({ PARTNER_SANDBOX_APPROVAL_SECONDS: '1', PARTNER_SANDBOX_RESULTS_SECONDS: '2' });

  async function twoCompletedOrders(customer: TestCustomer): Promise<{ orderId: string; number: number }> {
    const { url } = services.server;
    // Two orders of the same panel: the second's results have a trend.
    const first = await payForTest(url, customer, TEST_SLUG);
    await waitForStatus(url, first, customer.accessToken, ORDER_STATUS.Completed);
    const orderId = await payForTest(url, customer, TEST_SLUG);
    await waitForStatus(url, orderId, customer.accessToken, ORDER_STATUS.Completed);
    return { orderId, number: (await readOrder(url, orderId, customer.accessToken)).number };
  }

  async function keep(page: Page): Promise<void> {
    await page.getByRole('button', { name: 'Keep on this phone' }).click();
    await expect(page.getByText('Kept on this phone', { exact: true }).first()).toBeVisible({ timeout: 20_000 });
  }

  async function goOfflineAndReload(context: BrowserContext, page: Page): Promise<void> {
    await context.setOffline(true);
    await page.reload();
  }

  test('keep the pass, open it offline after a reload and after sign-out (a wrong password fails), read its barcode; keep results, see values and a trend offline; nothing in clear', async () => {
    const { url } = services.server;
    const customer = await createCustomer(url, services.mail);
    const { orderId, number } = await twoCompletedOrders(customer);
    const [requisition] = await orderResults(url, orderId, customer.accessToken);
    assert.ok(requisition);
    // A stretch of the barcode's drawing as the server sent it, to look for later.
    const pass = labVisitPassSchema.parse(await (await fetch(`${url}/api/order/pass/${orderId}`, { headers: { Authorization: `Bearer ${customer.accessToken}` } })).json());
    const svg = pass.requisitions[0]?.barcodeSvg ?? '';
    const barcodeDrawing = svg.slice(Math.floor(svg.length / 2), Math.floor(svg.length / 2) + 80);
    assert.equal(barcodeDrawing.length, 80);
    const results = orderResultsDataSchema.parse(await (await fetch(`${url}/api/order/results/data/${orderId}`, { headers: { Authorization: `Bearer ${customer.accessToken}` } })).json());
    const observation = results.reports[0]?.observations[0];
    assert.ok(observation);

    const context = await services.browser.newContext({ viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    // The approval e-mail's link, opened signed out: the login dialog first.
    await page.goto(`${url}/pass/${orderId}`);
    await installServiceWorker(page);
    await completeLoginDialog(page, customer.email, customer.password);
    const title = page.getByRole('heading', { level: 1, name: `Lab-visit pass for order ${number}` });
    await title.waitFor();
    await page.getByText(customer.lastName).first().waitFor();
    await page.getByText('Fast for 12 hours before your visit: water only.').waitFor();
    await page.getByRole('heading', { name: 'Your test center' }).waitFor();
    await expect(page.getByRole('link', { name: /^Directions to / }).first()).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
    await page.waitForFunction((width) => document.documentElement.scrollWidth <= width, VIEWPORTS.phone.width);
    await screenshot(page, 'pass-phone');
    await keep(page);

    // No signal at the test center, and the tab reloaded: the key is gone, the password opens the copy.
    await goOfflineAndReload(context, page);
    await unlock(page, customer.password);
    await title.waitFor();
    await page.getByText(/^This is the copy kept on this phone \(issued /).waitFor();
    const barcode = page.getByRole('img', { name: `Barcode of requisition ${requisition.apiResultId}` });
    await barcode.waitFor();
    assert.equal(await barcodeOnScreen(page, barcode), requisition.apiResultId, 'the counter scans the requisition id off the screen');
    await screenshot(page, 'pass-offline-phone');

    // Signed out (still offline): locked until the password is entered again; a wrong one does not open it.
    await signOut(page);
    await page.goto(`${url}/pass/${orderId}`);
    await unlock(page, WRONG_PASSWORD);
    await page.getByText('That password is not right.').waitFor();
    await expect(title).toHaveCount(0);
    await unlock(page, customer.password);
    await title.waitFor();
    await screenshot(page, 'pass-unlocked-signed-out-phone');

    // In Spanish, at 1280 px.
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.getByRole('banner').getByRole('button', { name: 'Cambiar el idioma a español' }).click();
    await page.getByRole('heading', { level: 1, name: `Pase para el laboratorio del pedido ${number}` }).waitFor();
    await screenshot(page, 'pass-offline-es-desktop');
    await page.getByRole('banner').getByRole('button', { name: 'Change the language to English' }).click();
    await page.setViewportSize(VIEWPORTS.phone);

    // Results: kept online, then read offline with values, flags and a trend.
    await context.setOffline(false);
    await page.goto(`${url}/results/${orderId}`);
    // This phone keeps documents: signing in and the kept copy are offered side by side, no dialog over them.
    await page.getByRole('main').getByRole('button', { name: 'Open the results kept on this phone' }).waitFor();
    await expect(page.getByRole('link', { name: 'Back to Order History' })).toHaveCount(0);
    await screenshot(page, 'results-signed-out-phone');
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await completeLoginDialog(page, customer.email, customer.password);
    const resultsTitle = page.getByRole('heading', { level: 1, name: `Results for Order ${number}` });
    await resultsTitle.waitFor();
    await keep(page);
    await goOfflineAndReload(context, page);
    await unlock(page, customer.password);
    await resultsTitle.waitFor();
    await page.getByText('Kept on this phone', { exact: true }).first().waitFor();
    // The date they were kept (today), not the report's.
    const keptOn = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date());
    await page.getByText(`as they were kept on this phone on ${keptOn}`, { exact: false }).waitFor();
    await page.getByText('Cholesterol, total').first().waitFor();
    await page.getByRole('img', { name: /is (below|within|above) the reference range of/ }).first().waitFor();
    await page.getByRole('button', { name: 'Show as table' }).first().click();
    await page.getByRole('table').filter({ hasText: String(number) }).first().waitFor();
    // Every trend drawn from the kept copy (the chart's code comes from the service worker's precache).
    await expect(page.getByText('Loading the chart…')).toHaveCount(0);
    await page.waitForFunction((width) => document.documentElement.scrollWidth <= width, VIEWPORTS.phone.width);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await screenshot(page, 'results-offline-phone');

    // Nothing about the customer's health in clear anywhere the browser keeps things.
    const stored = await everythingStored(page);
    for (const [what, needle] of [
      ['the patient name', customer.lastName],
      ['the birth date', '1985-04-23'],
      ['the birth date as shown', 'April 23, 1985'],
      ['a PDF', '%PDF'],
      ['the barcode', barcodeDrawing],
      ['an observation', observation.id],
      ['a result value', `"analyte":${JSON.stringify(observation.analyte)},"value":${JSON.stringify(observation.value)}`],
    ] as const) {
      assert.ok(!stored.includes(needle), `${what} is stored in clear`);
    }
    assert.ok(stored.includes('labstore-vault'), 'the inspection read the vault too');
    await context.close();
  });
});
