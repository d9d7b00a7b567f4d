import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import { completeLoginDialog } from '../account-area/steps';
import { accessibilityViolations, describeViolations } from '../support/accessibility';
import { VIEWPORTS, screenshot } from '../support/browser';
import { createCustomer } from '../support/customer-fixtures';
import { useJourneyServices } from '../support/journey';
import { lineNames, serverCart, storedOrderId, waitForSynced } from './cart-support';

// spec/02 4.3 and the guest cart: a guest's cart comes along at
// sign-in (the token request carries its id and the server merges it); the
// cart's Checkout then takes the customer to checkout. Signing out leaves
// nothing of the cart on the device (docs/decisions.md).

const TEST = { slug: 'uric-acid', name: 'Uric Acid' };

test.describe('the cart and the session', () => {
  const services = useJourneyServices();

  test('a guest\'s cart comes along at sign-in, goes to checkout, and is gone from the device at sign-out', async () => {
    const { url } = services.server;
    const customer = await createCustomer(url, services.mail);
    const page = await services.browser.newPage({ viewport: VIEWPORTS.desktop });
    await page.goto(`${url}/product/${TEST.slug}`);
    await page.getByRole('button', { name: `Add to Cart: ${TEST.name}` }).click();
    await page.getByText(`${TEST.name} has been added to your cart.`).waitFor();

    await page.goto(`${url}/cart`);
    const lines = page.getByRole('table', { name: 'Tests in your cart' });
    await lines.getByRole('link', { name: TEST.name }).waitFor();
    const violations = await accessibilityViolations(page);
    assert.equal(violations.length, 0, describeViolations(violations));

    // A guest's Checkout asks to sign in first.
    await page.getByRole('button', { name: 'Checkout' }).click();
    await completeLoginDialog(page, customer.email, customer.password);
    await page.getByRole('button', { name: 'CART (1)' }).waitFor();
    const orderId = await storedOrderId(page);
    assert.ok(orderId);
    // The guest's line is in the account's cart, which is the customer's own now.
    assert.deepEqual(lineNames(await serverCart(url, orderId, customer.accessToken)), [TEST.name]);
    await assert.rejects(serverCart(url, orderId), /GET cart .*: 40[134]/, 'a guest can no longer read it by its id');

    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL(`${url}/checkout`);
    await page.getByRole('heading', { level: 1, name: /^Checkout for Order #\d+$/ }).waitFor();
    await screenshot(page, 'cart-to-checkout-desktop');

    await page.getByRole('banner').getByRole('button', { name: `My Account, ${customer.email}` }).click();
    await page.getByRole('banner').getByRole('button', { name: 'LOGOUT' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'LOGIN', exact: true }).waitFor();
    await page.getByRole('button', { name: 'CART (0)' }).waitFor();
    assert.equal(await storedOrderId(page), null);
    await waitForSynced(page);
    const snapshot = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const opening = indexedDB.open('labstore-cart');
          opening.onsuccess = () => {
            const counting = opening.result.transaction('snapshot').objectStore('snapshot').count();
            counting.onsuccess = () => resolve(counting.result);
          };
        }),
    );
    assert.equal(snapshot, 0, 'no copy of the cart is left on the device');
    assert.deepEqual(lineNames(await serverCart(url, orderId, customer.accessToken)), [TEST.name]);
    await page.close();
  });
});
