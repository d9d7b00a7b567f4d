import assert from 'node:assert/strict';
import { expect, test, type Page } from '@playwright/test';
import { signInFromHeader } from '../account-area/steps';
import { VIEWPORTS, screenshot } from '../support/browser';
import { createCustomer } from '../support/customer-fixtures';
import { useJourneyServices } from '../support/journey';
import { cartDbRecords, installServiceWorker, lineNames, serverCart, storedOrderId } from './cart-support';

// Issue 18, "A cart that syncs with the app closed" (DESIGN.md "Offline and
// background sync"): edits made offline reach the server when the network
// returns even with every page closed. Chromium fires the Background Sync
// event by itself when the context comes back online (context.setOffline
// drives the browser's own network state for the sync, as for requests), and
// the service worker, finding no page to wake, replays the outbox itself with
// the signed-in customer's credential the page handed it. The customer is
// told what was sent, once, when they are back; sign-out leaves no
// credential behind.

const TESTS_LIST = 'Tests';
const REPORT_LEAD = 'While labstore was closed, the cart changes you made offline were sent:';

test.describe('the cart synced by the service worker with the app closed', () => {
  const services = useJourneyServices();

  async function listedTests(page: Page): Promise<string[]> {
    const list = page.getByRole('list', { name: TESTS_LIST });
    await list.getByRole('listitem').first().waitFor();
    const names = await list.getByRole('listitem').getByRole('link').allInnerTexts();
    // The COVID-19 tests ask a questionnaire first.
    return names.filter((name) => !/COVID/i.test(name));
  }

  const add = (page: Page, name: string) => page.getByRole('button', { name: `Add to Cart: ${name}`, exact: true }).click();

  test('three tests added offline reach the server once each with no page open; the customer is told once, signed in again', async () => {
    const { url } = services.server;
    const customer = await createCustomer(url, services.mail);
    const context = await services.browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    await page.goto(`${url}/all/tests`);
    await installServiceWorker(page);
    // Signed in for this tab only (no remember me): the worker may use the token for the idle logout's time.
    await signInFromHeader(page, customer.email, customer.password);
    // The edits are made on a phone, as at the test center.
    await page.setViewportSize(VIEWPORTS.phone);
    const [first, ...offline] = (await listedTests(page)).slice(0, 4);
    assert.ok(first);
    assert.equal(offline.length, 3);

    // Online, the account's cart is made: its id is known before the page closes.
    await add(page, first);
    await page.getByText(`${first} has been added to your cart.`).waitFor();
    const orderId = await storedOrderId(page);
    assert.ok(orderId);

    await context.setOffline(true);
    for (const name of offline) await add(page, name);
    await page.getByRole('button', { name: 'CART (4)' }).waitFor();
    await expect.poll(async () => (await cartDbRecords(page, 'outbox')).length).toBe(3);
    // Every page closed: from here on only the service worker can send them.
    await page.close();
    assert.equal(context.pages().length, 0);

    await context.setOffline(false);
    await expect
      .poll(async () => lineNames(await serverCart(url, orderId, customer.accessToken)), { message: 'the server\'s cart has each test', timeout: 60_000, intervals: [500] })
      .toEqual([first, ...offline].sort());
    assert.equal(context.pages().length, 0, 'no page was opened to send them');
    // Once each: a second send of any of them would have been refused as already in the cart, and told below.
    assert.deepEqual(lineNames(await serverCart(url, orderId, customer.accessToken)), [...new Set([first, ...offline])].sort());

    // The next visit, in a new tab: the session was this tab's only, so the
    // visitor is signed out, and is told nothing of the account's cart.
    const next = await context.newPage();
    await next.goto(`${url}/`);
    await next.getByRole('banner').getByRole('button', { name: 'LOGIN', exact: true }).waitFor();
    // Its cart hands the worker a guest's session: the ended session's token is no longer the worker's.
    await expect
      .poll(async () => JSON.stringify(await cartDbRecords(next, 'handoff')), { message: 'the signed-out page handed over' })
      .toMatch(/"id":"session"[^{}]*"account":null/);
    assert.equal(await next.getByText(REPORT_LEAD).count(), 0, 'a signed-out visitor is not told');

    // The customer signs in again: what the worker sent for them, told once.
    await signInFromHeader(next, customer.email, customer.password);
    const report = next.getByRole('status').filter({ hasText: REPORT_LEAD });
    await report.waitFor();
    const told = await report.innerText();
    for (const name of offline) assert.ok(told.includes(`${name} has been added to your cart.`), `the report names ${name}`);
    assert.ok(!told.includes(first), 'what the page sent itself is not told again');
    await screenshot(next, 'cart-sent-while-closed-desktop');
    await next.getByRole('button', { name: 'CART (4)' }).waitFor();
    assert.deepEqual(await cartDbRecords(next, 'reports'), []);
    await next.reload();
    await next.getByRole('button', { name: 'CART (4)' }).waitFor();
    assert.equal(await next.getByText(REPORT_LEAD).count(), 0, 'told once');

    // Sign-out: the worker's copy of the session goes with it.
    const pageToken = await next.evaluate(() => (JSON.parse(sessionStorage.getItem('auth') ?? '{}') as { access_token?: string }).access_token ?? '');
    assert.ok(JSON.stringify(await cartDbRecords(next, 'handoff')).includes(pageToken), 'the worker holds the page\'s token while signed in');
    await next.getByRole('banner').getByRole('button', { name: `My Account, ${customer.email}` }).click();
    await next.getByRole('banner').getByRole('button', { name: 'LOGOUT' }).click();
    await next.getByRole('banner').getByRole('button', { name: 'LOGIN', exact: true }).waitFor();
    const handoff = JSON.stringify(await cartDbRecords(next, 'handoff'));
    assert.ok(!handoff.includes(pageToken) && !/"accessToken":"/.test(handoff), 'no token is left for the worker');
    await context.close();
  });
});
