import assert from 'node:assert/strict';
import { test, type Page } from '@playwright/test';
import { CART_MESSAGES, fillTemplate } from '@labstore/domain';
import { useStorefrontServices } from '../support/journey';
import { EACH_SIZE, PHONE_ONLY, VIEWPORTS, newPageAt, projectScreen, screenshot } from '../support/browser';
import { lineNames, serverCart, storedOrderId, waitForSynced } from './cart-support';

// spec/02 2.4 and 2.6: a guest adds a panel and a test from their pages, sees
// both in the cart with the server's totals, removes one after confirming,
// and finds the cart again after a reload.

const PANEL = { slug: 'std-basic-panel', name: 'STD Basic Panel', price: '$139.00' };
const TEST = { slug: 'uric-acid', name: 'Uric Acid', price: '$17.00' };

test.describe('a guest\'s cart', () => {
  const services = useStorefrontServices();

  async function addFromProductPage(page: Page, product: { slug: string; name: string }): Promise<void> {
    await page.goto(`${services.server.url}/product/${product.slug}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await page.getByRole('button', { name: `Add to Cart: ${product.name}` }).click();
    await page.getByText(`${product.name} has been added to your cart.`).waitFor();
  }

  const money = (amount: number) => `$${amount.toFixed(2)}`;

  test(`adds a panel and a test, removes one, and keeps the cart over a reload`, EACH_SIZE, async () => {
    const { size, viewport } = projectScreen();
    const page = await newPageAt(services.browser, viewport, `${services.server.url}/`);
    await addFromProductPage(page, PANEL);
    await addFromProductPage(page, TEST);
    await page.getByRole('button', { name: 'CART (2)' }).waitFor();

    await page.goto(`${services.server.url}/cart`);
    const lines = page.getByRole('table', { name: 'Tests in your cart' });
    await lines.getByRole('link', { name: PANEL.name }).waitFor();
    await lines.getByRole('link', { name: TEST.name }).waitFor();
    // The panel lists the tests it includes.
    await lines.getByRole('link', { name: 'Syphilis RPR with Reflex to Titer and Confirmatory Antibodies' }).waitFor();

    const orderId = await storedOrderId(page);
    assert.ok(orderId);
    const cart = await serverCart(services.server.url, orderId);
    assert.deepEqual(lineNames(cart), [PANEL.name, TEST.name]);
    const summary = page.getByRole('region', { name: 'Order summary' });
    const totalRow = summary.getByRole('term').filter({ hasText: /^Total$/ }).locator('..');
    assert.equal(await totalRow.getByRole('definition').innerText(), money(cart.summary.cartTotal));
    assert.equal(cart.summary.subTotal, 139 + 17);
    assert.match(await summary.innerText(), new RegExp(`\\${money(cart.summary.listTotal)}\\s+\\${money(cart.summary.subTotal)}`));
    await page.getByText(money(cart.summary.averageSavings)).first().waitFor();
    await screenshot(page, `cart-two-lines-${size}`);
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), viewport.width, 'nothing wider than the screen');

    await lines.getByRole('button', { name: `Remove ${TEST.name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Please confirm' });
    await confirm.getByText(fillTemplate(CART_MESSAGES.confirmRemove, { name: TEST.name })).waitFor();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await lines.getByRole('link', { name: TEST.name }).waitFor({ state: 'detached' });
    await waitForSynced(page);
    assert.deepEqual(lineNames(await serverCart(services.server.url, orderId)), [PANEL.name]);

    await page.reload();
    await lines.getByRole('link', { name: PANEL.name }).waitFor();
    assert.equal(await lines.getByRole('link', { name: TEST.name }).count(), 0);
    await page.getByRole('button', { name: 'CART (1)' }).waitFor();

    // No at the confirmation keeps the line; Yes on Clear Cart empties it.
    await page.getByRole('button', { name: 'Clear Cart' }).click();
    await confirm.getByText(CART_MESSAGES.confirmClear).waitFor();
    await confirm.getByRole('button', { name: 'No' }).click();
    await lines.getByRole('link', { name: PANEL.name }).waitFor();
    await page.getByRole('button', { name: 'Clear Cart' }).click();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await page.getByText(CART_MESSAGES.emptyCart).waitFor();
    await page.getByRole('link', { name: 'Browse tests' }).waitFor();
    await waitForSynced(page);
    assert.deepEqual(lineNames(await serverCart(services.server.url, orderId)), []);
    await page.close();
  });

  test('the header\'s CART (n) opens the cart as a panel and says when it closes', PHONE_ONLY, async () => {
    const page = await newPageAt(services.browser, VIEWPORTS.phone, `${services.server.url}/`);
    await addFromProductPage(page, TEST);
    await page.getByRole('button', { name: 'CART (1)' }).click();
    const panel = page.getByRole('dialog', { name: 'Your cart' });
    await panel.getByRole('link', { name: TEST.name }).waitFor();
    await panel.getByText('Average Order Savings').waitFor();
    await screenshot(page, 'cart-panel-phone');
    await panel.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('status').filter({ hasText: 'Cart closed' }).waitFor();
    // Checkout as a guest asks to sign in first.
    await page.getByRole('button', { name: 'CART (1)' }).click();
    await panel.getByRole('button', { name: 'Checkout' }).click();
    await page.getByRole('dialog', { name: /log ?in|sign ?in/i }).waitFor();
    await page.close();
  });
});
