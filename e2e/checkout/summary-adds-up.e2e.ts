import assert from 'node:assert/strict';
import { test, type Locator, type Page } from '@playwright/test';
import { toCents } from '@labstore/domain';
import { completeLoginDialog } from '../account-area/steps';
import { EACH_SIZE, newPageAt, projectScreen, screenshot } from '../support/browser';
import { createCustomer } from '../support/customer-fixtures';
import { useJourneyServices } from '../support/journey';
import { addProductAsGuest, applyPromoCode, readOrder, storedOrderId } from './steps';

// Issue 16 defect 1: with a product code (VITD50, half price Vitamin D) the
// checkout summary showed the Vitamin D line at $19.50 and a "Total order
// discount -$19.50" row as well. Whatever the code, the rows a customer sees
// add up, line by line, to the total, in checkout, on the cart page and in
// the header's cart panel, and that total is what the server charges.

const PRODUCTS = [
  { slug: 'lipid-panel', name: 'Lipid Panel' },
  { slug: 'vitamin-d-25-hydroxy', name: 'Vitamin D, 25-Hydroxy' },
  { slug: 'ferritin', name: 'Ferritin' },
];

/** The last dollar amount in a text, in cents ("was $219.00 $6.00" is 600). */
function lastAmount(text: string): number {
  const amounts = [...text.matchAll(/\$([\d,]+\.\d{2})/g)];
  const last = amounts.at(-1)?.[1];
  assert.ok(last, `no amount in "${text}"`);
  return toCents(Number(last.replaceAll(',', '')));
}

const isDiscount = (text: string) => /^[-−]/.test(text.trim());
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

interface Row {
  label: string;
  value: string;
}

/** The label and value of each row of the description lists inside `container`. */
async function rowsOf(container: Locator): Promise<Row[]> {
  const terms = await container.getByRole('term').all();
  return Promise.all(
    terms.map(async (term) => ({
      label: (await term.innerText()).trim(),
      value: (await term.locator('xpath=following-sibling::dd[1]').textContent()) ?? '',
    })),
  );
}

/** spec/02 2.7: the checkout summary's lines, discounts and fees make its Cart Total. */
async function checkoutAddsUp(page: Page): Promise<number> {
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  const lineTexts = await summary.getByRole('list').first().locator(':scope > li').allTextContents();
  const lines = lineTexts.map((text) => {
    // The price follows its visually hidden "Price:" label ("Market price:" is the struck one).
    const price = /Price: \$([\d,]+\.\d{2})/.exec(text)?.[1];
    assert.ok(price, `no price in "${text}"`);
    return toCents(Number(price.replaceAll(',', '')));
  });
  const rows = await rowsOf(summary);
  const total = rows.find((row) => row.label === 'Cart Total');
  assert.ok(total);
  const figures = rows.filter((row) => row !== total && row.label !== 'Average Order Savings');
  const discounts = figures.filter((row) => isDiscount(row.value)).map((row) => lastAmount(row.value));
  const fees = figures.filter((row) => !isDiscount(row.value)).map((row) => lastAmount(row.value));
  assert.equal(sum(lines) - sum(discounts) + sum(fees), lastAmount(total.value), `checkout rows: ${JSON.stringify({ lineTexts, rows })}`);
  return lastAmount(total.value);
}

/** spec/02 2.6: the cart's lines make its Subtotal; Subtotal, fees and Discount make its Total; the Discounts block makes its Discount. */
async function cartAddsUp(container: Locator): Promise<number> {
  const lineRows = await container.getByRole('table', { name: 'Tests in your cart' }).locator('tbody > tr').all();
  const lines = await Promise.all(lineRows.map(async (row) => lastAmount((await row.getByRole('cell').nth(3).textContent()) ?? '')));
  const rows = await rowsOf(container.getByRole('region', { name: 'Order summary' }));
  const value = (label: string) => rows.find((row) => row.label === label);
  const subtotal = value('Subtotal');
  const total = value('Total');
  assert.ok(subtotal && total);
  assert.equal(lastAmount(subtotal.value), sum(lines), 'the lines make the subtotal');
  const discount = value('Discount');
  const fees = rows.filter((row) => row.label.endsWith('Fee')).map((row) => lastAmount(row.value));
  const discountCents = discount ? lastAmount(discount.value) : 0;
  assert.equal(lastAmount(subtotal.value) - discountCents + sum(fees), lastAmount(total.value), `cart rows: ${JSON.stringify(rows)}`);
  const block = container.getByRole('region', { name: 'Discounts' });
  const blockRows = (await block.count()) > 0 ? await rowsOf(block) : [];
  assert.equal(sum(blockRows.map((row) => lastAmount(row.value))), discountCents, 'the discounts block makes the Discount row');
  return lastAmount(total.value);
}

test.describe('the order summary adds up', () => {
  const services = useJourneyServices();

  test('with VITD50 on Vitamin D, checkout, the cart page and the cart panel add up to the total charged', EACH_SIZE, async () => {
    const { size, viewport } = projectScreen();
    const { url } = services.server;
    const customer = await createCustomer(url, services.mail);
    const page = await newPageAt(services.browser, viewport, `${url}/`);
    for (const product of PRODUCTS) await addProductAsGuest(page, url, product.slug, product.name);

    await page.goto(`${url}/checkout`);
    await completeLoginDialog(page, customer.email, customer.password);
    await page.getByRole('heading', { level: 1, name: /^Checkout for Order #\d+$/ }).waitFor();
    await page.getByLabel(/^I confirm this order is for myself alone/).check();
    await applyPromoCode(page, 'VITD50');
    const summary = page.getByRole('complementary', { name: 'Order Summary' });
    await summary.getByText('$19.50').waitFor();
    // A product code shows on its line, not again as an order discount.
    assert.equal(await summary.getByText('Total order discount').count(), 0);
    await summary.getByText('Promo code VITD50 applied (was $39.00)').waitFor();
    const orderId = await storedOrderId(page);
    assert.ok(orderId);
    const charged = toCents((await readOrder(url, orderId, customer.accessToken)).summary.cartTotal);
    assert.equal(await checkoutAddsUp(page), charged);
    await summary.scrollIntoViewIfNeeded();
    await screenshot(page, `summary-adds-up-checkout-${size}`);

    await page.goto(`${url}/cart`);
    const cartPage = page.getByRole('main');
    await cartPage.getByText('Promo code VITD50 applied (was $39.00)').waitFor();
    assert.equal(await cartAddsUp(cartPage), charged);
    await screenshot(page, `summary-adds-up-cart-${size}`);

    await page.goto(`${url}/`);
    await page.getByRole('button', { name: 'CART (3)' }).click();
    const panel = page.getByRole('dialog', { name: 'Your cart' });
    await panel.getByText('Promo code VITD50 applied (was $39.00)').waitFor();
    assert.equal(await cartAddsUp(panel), charged);
    await screenshot(page, `summary-adds-up-panel-${size}`);
  });
});
