import assert from 'node:assert/strict';
import { test, type Page } from '@playwright/test';
import { CART_MESSAGES } from '@labstore/domain';
import { useStorefrontServices } from '../support/journey';
import { VIEWPORTS, screenshot } from '../support/browser';
import { installServiceWorker, lineNames, serverCart, storedOrderId, waitForSynced } from './cart-support';

// The offline cart (DESIGN.md "Offline and background sync"): edits
// made with no network are kept on the device, shown at once as waiting to
// sync, survive a reload, and reach the server in order once the network is
// back, each exactly once, even when the network drops in the middle of the
// replay. A replay the server refuses says the server's words.

const TESTS_LIST = 'Tests';

test.describe('the cart with no network', () => {
  const services = useStorefrontServices();

  /** The names on a list page of individual tests, without the COVID-19 tests (they ask a questionnaire first). */
  async function listedTests(page: Page): Promise<string[]> {
    const list = page.getByRole('list', { name: TESTS_LIST });
    await list.getByRole('listitem').first().waitFor();
    const names = await list.getByRole('listitem').getByRole('link').allInnerTexts();
    return names.filter((name) => !/COVID/i.test(name));
  }

  async function add(page: Page, name: string): Promise<void> {
    await page.getByRole('button', { name: `Add to Cart: ${name}`, exact: true }).click();
  }

  async function removeLine(page: Page, name: string): Promise<void> {
    await page.getByRole('table', { name: 'Tests in your cart' }).getByRole('button', { name: `Remove ${name}`, exact: true }).click();
    await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'Yes' }).click();
  }

  test('20 edits made offline across a reload reach the server once each when the network returns', async () => {
    const context = await services.browser.newContext({ viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    await page.goto(`${services.server.url}/all/tests`);
    await installServiceWorker(page);
    const firstPage = (await listedTests(page)).slice(0, 8);
    await page.goto(`${services.server.url}/all/tests?page=2`);
    const secondPage = (await listedTests(page)).slice(0, 8);
    assert.equal(new Set([...firstPage, ...secondPage]).size, 16);

    await context.setOffline(true);
    for (const name of secondPage) await add(page, name);
    // Each edit is on the device (shown in the count) before the page is left.
    await page.getByRole('button', { name: 'CART (8)' }).waitFor();
    await page.goto(`${services.server.url}/all/tests`);
    for (const name of firstPage) await add(page, name);
    await page.getByRole('button', { name: 'CART (16)' }).waitFor();

    // Closing and opening the app again with no network: the edits are still there.
    await page.reload();
    await page.getByRole('button', { name: 'CART (16)' }).waitFor();
    await page.goto(`${services.server.url}/cart`);
    await page.getByText('16 changes waiting to sync').waitFor();
    await page.getByText('Checkout needs the network. Connect to check out.').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Checkout' }).isDisabled(), true);
    const removed = [firstPage[0], firstPage[5], secondPage[2], secondPage[7]].filter((name) => name !== undefined);
    for (const name of removed) await removeLine(page, name);
    await page.getByText('20 changes waiting to sync').waitFor();
    await screenshot(page, 'cart-offline-waiting-phone');
    assert.equal(await storedOrderId(page), null, 'no cart exists on the services.server yet');

    await context.setOffline(false);
    await waitForSynced(page);
    const orderId = await storedOrderId(page);
    assert.ok(orderId);
    const expected = [...firstPage, ...secondPage].filter((name) => !removed.includes(name)).sort();
    assert.deepEqual(lineNames(await serverCart(services.server.url, orderId)), expected);
    await page.getByRole('button', { name: `CART (${expected.length})` }).waitFor();
    await context.close();
  });

  test('when the network drops in the middle of the replay, each edit is still applied once', async () => {
    // No service worker: the interception below sees every request the page sends.
    const context = await services.browser.newContext({ viewport: VIEWPORTS.desktop, serviceWorkers: 'block' });
    const page = await context.newPage();
    let network: 'down' | 'flaky' = 'down';
    const keysSent: string[] = [];
    await page.route('**/api/order/add', async (route) => {
      // Down: nothing reaches the services.server.
      if (network === 'down') return route.abort('internetdisconnected');
      keysSent.push((await route.request().headerValue('idempotency-key')) ?? '');
      // Flaky: the 2nd and 5th adds reach the services.server, which applies them; their answers never come back.
      if (keysSent.length === 2 || keysSent.length === 5) {
        await route.fetch();
        return route.abort('internetdisconnected');
      }
      return route.continue();
    });
    await page.goto(`${services.server.url}/all/tests?page=3`);
    const names = (await listedTests(page)).slice(0, 6);
    for (const name of names) await add(page, name);
    await page.getByRole('button', { name: `CART (${names.length})` }).waitFor();
    assert.equal(await storedOrderId(page), null, 'nothing reached the server');

    network = 'flaky';
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await waitForSynced(page);

    const orderId = await storedOrderId(page);
    assert.ok(orderId);
    assert.deepEqual(lineNames(await serverCart(services.server.url, orderId)), [...names].sort());
    // Every edit has its own key; the two whose answers were lost were sent again with theirs.
    assert.equal(new Set(keysSent).size, names.length);
    assert.equal(keysSent.length, names.length + 2);
    assert.equal(keysSent[1], keysSent[2]);
    assert.equal(keysSent[4], keysSent[5]);
    await page.goto(`${services.server.url}/cart`);
    await page.getByRole('table', { name: 'Tests in your cart' }).getByRole('link', { name: names[0] }).waitFor();
    await screenshot(page, 'cart-after-dropped-replay-desktop');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  });

  test('a replay the server refuses shows its message and the cart settles on the server\'s', async () => {
    const context = await services.browser.newContext({ viewport: VIEWPORTS.phone, serviceWorkers: 'block' });
    const page = await context.newPage();
    const panel = 'STD Basic Panel';
    const member = 'Syphilis RPR with Reflex to Titer and Confirmatory Antibodies';
    await page.goto(`${services.server.url}/product/std-basic-panel`);
    await add(page, panel);
    await page.getByText(`${panel} has been added to your cart.`).waitFor();
    await page.goto(`${services.server.url}/product/syphilis-rpr-with-reflex-to-titer-and-confirmation`);
    await page.getByRole('heading', { level: 1, name: member }).waitFor();

    await context.setOffline(true);
    await add(page, member);
    await page.getByRole('button', { name: 'CART (2)' }).waitFor();
    await context.setOffline(false);

    const refusal = page.getByRole('alert').filter({ hasText: CART_MESSAGES.alreadyInPanel });
    await refusal.waitFor();
    await page.getByRole('button', { name: 'CART (1)' }).waitFor();
    await screenshot(page, 'cart-refused-replay-phone');
    const orderId = await storedOrderId(page);
    assert.ok(orderId);
    assert.deepEqual(lineNames(await serverCart(services.server.url, orderId)), [panel]);
    // A block waits to be closed (spec/02 2.9).
    await refusal.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'CART (1)' }).click();
    const cartPanel = page.getByRole('dialog', { name: 'Your cart' });
    await cartPanel.getByRole('link', { name: panel }).waitFor();
    assert.equal(await cartPanel.getByText('Waiting to sync').count(), 0);
    await context.close();
  });
});
