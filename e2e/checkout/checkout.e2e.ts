import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import { ORDER_STATUS } from '@labstore/domain';
import { completeLoginDialog } from '../account-area/steps';
import { accessibilityViolations, describeViolations } from '../support/accessibility';
import { VIEWPORTS, screenshot } from '../support/browser';
import { createCustomer } from '../support/customer-fixtures';
import { useJourneyServices } from '../support/journey';
import { addProductAsGuest, applyPromoCode, fillCard, lineNames, placeOrderButton, readOrder, storedOrderId, tickCheckoutBoxes } from './steps';

// Issue 9: the store sells. A guest fills a cart, signs in at checkout,
// applies a promo code and pays by card (the sandbox provider, which follows
// Stripe's test cards); a declined card leaves the cart as it was; a free
// order is confirmed without a card. Notifications show above the payment
// dialog.

const PANEL = { slug: 'thyroid-panel', name: 'Thyroid Panel (TSH, Free T4, Free T3)' };
const TEST = { slug: 'lipid-panel', name: 'Lipid Panel' };
const SUCCESS_TITLE = 'CONGRATULATIONS! YOUR ORDER HAS BEEN SUBMITTED FOR APPROVAL';

test.describe('checkout and card payment', () => {
  const services = useJourneyServices();

  test('a guest adds a panel and a test, signs in, applies a promo code and pays with 4242 4242 4242 4242', async () => {
    const { url } = services.server;
    const customer = await createCustomer(url, services.mail);
    const page = await services.browser.newPage({ viewport: VIEWPORTS.desktop });
    await addProductAsGuest(page, url, PANEL.slug, PANEL.name);
    await addProductAsGuest(page, url, TEST.slug, TEST.name);

    // A guest at checkout is asked to sign in; the guest cart comes along.
    await page.goto(`${url}/checkout`);
    await completeLoginDialog(page, customer.email, customer.password);
    await page.getByRole('heading', { level: 1, name: /^Checkout for Order #\d+$/ }).waitFor();
    await page.getByText(`${customer.firstName} ${customer.lastName}`).waitFor();

    await page.getByLabel(/^I confirm this order is for myself alone/).check();
    // A panel's tests show behind its toggle (the summary's, after the review's).
    const toggle = page.getByRole('button', { name: 'Show included tests' }).last();
    await toggle.click();
    await page.getByRole('button', { name: 'Hide included tests' }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Hide included tests' }).getAttribute('aria-expanded'), 'true');
    const members = await page.getByRole('list', { name: `Tests in ${PANEL.name}` }).getByRole('listitem').allInnerTexts();
    assert.deepEqual(members.sort(), ['Free T3 (Free Triiodothyronine)', 'Free T4 (Free Thyroxine)', 'TSH (Thyroid Stimulating Hormone)']);
    const before = await page.getByTestId('cart-total').innerText();
    await applyPromoCode(page, 'WELCOME10');
    await page.getByText('Total order discount').waitFor();
    const total = await page.getByTestId('cart-total').innerText();
    assert.notEqual(total, before);
    await page.getByLabel(/^I confirm this order is for myself alone/).uncheck();
    await tickCheckoutBoxes(page);
    await screenshot(page, 'checkout-ready-desktop');
    const onCheckout = await accessibilityViolations(page);
    assert.equal(onCheckout.length, 0, describeViolations(onCheckout));

    const orderId = await storedOrderId(page);
    assert.ok(orderId);
    const cart = await readOrder(url, orderId, customer.accessToken);
    assert.deepEqual(lineNames(cart), [TEST.name, PANEL.name].sort());
    assert.equal(cart.promoCode, 'WELCOME10');

    await placeOrderButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Card Payment' });
    await fillCard(dialog, '4242 4242 4242 4242');
    await dialog.getByText('Card type: Visa').waitFor();
    await screenshot(page, 'checkout-payment-desktop');
    // Entrance animation done, so colours are measured as they end up.
    await page.waitForTimeout(400);
    const inDialog = await accessibilityViolations(page);
    assert.equal(inDialog.length, 0, describeViolations(inDialog));
    await dialog.getByRole('button', { name: `Pay ${total}` }).click();

    const success = page.getByRole('dialog', { name: SUCCESS_TITLE });
    await success.waitFor();
    assert.equal(new URL(page.url()).pathname, '/account');
    await screenshot(page, 'checkout-success-desktop');
    const order = await readOrder(url, orderId, customer.accessToken);
    assert.equal(order.status, ORDER_STATUS.Submitted);
    assert.ok(order.submittedDate);
    // The cart and the stored promo code are gone from the device.
    assert.equal(await storedOrderId(page), null);
    assert.equal(await page.evaluate(() => sessionStorage.getItem('promoCode')), null);

    await success.getByRole('button', { name: 'Go to Order History' }).click();
    await success.waitFor({ state: 'hidden' });
    assert.equal(new URL(page.url()).pathname, '/account');
    await page.close();
  });

  test('a declined card shows the payment error and leaves the cart as it was; errors show above the open dialog', async () => {
    const { url } = services.server;
    const customer = await createCustomer(url, services.mail);
    const context = await services.browser.newContext({ viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    await addProductAsGuest(page, url, TEST.slug, TEST.name);
    await page.goto(`${url}/checkout`);
    await completeLoginDialog(page, customer.email, customer.password);
    await page.getByRole('heading', { level: 1, name: /^Checkout for Order #\d+$/ }).waitFor();
    await tickCheckoutBoxes(page);
    await screenshot(page, 'checkout-ready-phone');
    const onPhone = await accessibilityViolations(page);
    assert.equal(onPhone.length, 0, describeViolations(onPhone));
    const orderId = await storedOrderId(page);
    assert.ok(orderId);
    const before = await readOrder(url, orderId, customer.accessToken);

    await placeOrderButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Card Payment' });
    await fillCard(dialog, '4000 0000 0000 0002');
    await dialog.getByRole('button', { name: /^Pay \$/ }).click();
    const paymentError = page.getByRole('alert').filter({ hasText: /A payment error occurred: / });
    await paymentError.waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await screenshot(page, 'checkout-declined-phone');
    const after = await readOrder(url, orderId, customer.accessToken);
    assert.equal(after.status, ORDER_STATUS.Cart);
    assert.deepEqual(lineNames(after), lineNames(before));
    assert.equal(after.orderTotal, before.orderTotal);

    // With the dialog open and the network gone, the error bar shows above the dialog, not behind it.
    await placeOrderButton(page).click();
    await fillCard(dialog, '4242 4242 4242 4242');
    await context.setOffline(true);
    await dialog.getByRole('button', { name: /^Pay \$/ }).click();
    const unreached = page.getByRole('alert').filter({ hasText: 'We could not reach the server. Check your connection and try again.' });
    await unreached.waitFor();
    await dialog.getByText('Something went wrong.').waitFor();
    assert.equal(await dialog.isVisible(), true);
    await page.getByText('Checkout needs a network connection. You are offline: reconnect to place your order.').waitFor();
    const onTop = await unreached.evaluate((bar) => {
      const box = bar.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && bar.contains(hit);
    });
    assert.equal(onTop, true, 'the notification is the topmost element where it shows');
    await screenshot(page, 'checkout-error-over-dialog-phone');
    // Closing it works: the page behind the modal dialog is inert, the bar is not.
    await unreached.getByRole('button', { name: 'Close' }).click();
    await unreached.waitFor({ state: 'hidden' });

    // Once more offline, then back online: the same attempt goes through, and the error still showing goes away.
    await dialog.getByRole('button', { name: /^Pay \$/ }).click();
    await unreached.waitFor();
    await context.setOffline(false);
    await dialog.getByRole('button', { name: /^Pay \$/ }).click();
    await page.getByRole('dialog', { name: SUCCESS_TITLE }).waitFor();
    assert.equal(await page.getByRole('alert').count(), 0, 'no earlier error shows over the success');
    assert.equal((await readOrder(url, orderId, customer.accessToken)).status, ORDER_STATUS.Submitted);
    await context.close();
  });

  test('a free order (FREETEST: 100% off, fees waived) is confirmed without a card', async () => {
    const { url } = services.server;
    const customer = await createCustomer(url, services.mail);
    const page = await services.browser.newPage({ viewport: VIEWPORTS.desktop });
    await addProductAsGuest(page, url, TEST.slug, TEST.name);
    await page.goto(`${url}/checkout`);
    await completeLoginDialog(page, customer.email, customer.password);
    await page.getByRole('heading', { level: 1, name: /^Checkout for Order #\d+$/ }).waitFor();
    await page.getByLabel(/^I confirm this order is for myself alone/).check();
    await applyPromoCode(page, 'FREETEST');
    assert.equal(await page.getByTestId('cart-total').innerText(), 'Free of charge');
    // The fee labels explain the fees.
    await page.getByRole('button', { name: /^Lab Draw Fee/ }).click();
    const fees = page.getByRole('dialog', { name: 'Order Fees' });
    await fees.getByText('Both fees are non-refundable.').waitFor();
    await fees.getByRole('button', { name: 'Close', exact: true }).first().click();
    await fees.waitFor({ state: 'hidden' });
    await page.getByLabel(/^I confirm this order is for myself alone/).uncheck();
    await tickCheckoutBoxes(page);
    await screenshot(page, 'checkout-free-desktop');
    const orderId = await storedOrderId(page);
    assert.ok(orderId);

    await placeOrderButton(page).click();
    await page.getByRole('dialog', { name: SUCCESS_TITLE }).waitFor();
    assert.equal(await page.getByRole('dialog', { name: 'Card Payment' }).count(), 0);
    const order = await readOrder(url, orderId, customer.accessToken);
    assert.equal(order.status, ORDER_STATUS.Submitted);
    assert.equal(order.orderTotal, 0);
    await page.close();
  });

  test('a card added in the payment dialog is saved (never twice) and pays the order', async () => {
    const { url } = services.server;
    const customer = await createCustomer(url, services.mail);
    const page = await services.browser.newPage({ viewport: VIEWPORTS.desktop });
    await addProductAsGuest(page, url, TEST.slug, TEST.name);
    await page.goto(`${url}/checkout`);
    await completeLoginDialog(page, customer.email, customer.password);
    await page.getByRole('heading', { level: 1, name: /^Checkout for Order #\d+$/ }).waitFor();
    await tickCheckoutBoxes(page);
    const orderId = await storedOrderId(page);
    assert.ok(orderId);

    await placeOrderButton(page).click();
    const payment = page.getByRole('dialog', { name: 'Card Payment' });
    await payment.getByRole('button', { name: 'Add new card' }).click();
    const addCard = page.getByRole('dialog', { name: 'Add new card' });
    await fillCard(addCard, '4242 4242 4242 4242');
    await addCard.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('Your card has been saved.').waitFor();
    await addCard.waitFor({ state: 'hidden' });
    const expiry = `${String(new Date().getMonth() + 1).padStart(2, '0')}/${new Date().getFullYear() + 1}`;
    const saved = payment.getByRole('radio', { name: `Visa ending in 4242, expires ${expiry}` });
    assert.equal(await saved.isChecked(), true);

    // The same number and expiry again: refused before anything is sent.
    await payment.getByRole('button', { name: 'Add new card' }).click();
    await fillCard(addCard, '4242424242424242');
    await addCard.getByRole('button', { name: 'Add', exact: true }).click();
    await addCard.getByRole('alert').filter({ hasText: 'The card already exist.' }).waitFor();
    await screenshot(page, 'checkout-card-exists-desktop');
    await addCard.getByRole('button', { name: 'Cancel' }).click();
    await addCard.waitFor({ state: 'hidden' });
    assert.equal(await payment.getByRole('radio').count(), 2);

    await payment.getByRole('button', { name: /^Pay \$/ }).click();
    await page.getByRole('dialog', { name: SUCCESS_TITLE }).waitFor();
    assert.equal((await readOrder(url, orderId, customer.accessToken)).status, ORDER_STATUS.Submitted);
    await page.close();
  });
});
