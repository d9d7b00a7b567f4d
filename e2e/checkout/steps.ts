import assert from 'node:assert/strict';
import { cartSchema, type Cart } from '@labstore/domain';
import type { Locator, Page } from '@playwright/test';

// Steps the checkout journeys share: filling the cart as a guest does, the
// checkout's boxes, the sandbox card form, and reading orders through the API.

/** The product page's Add to Cart, then the server's own "added" notice. */
export async function addProductAsGuest(page: Page, baseUrl: string, slug: string, name: string): Promise<void> {
  await page.goto(`${baseUrl}/product/${slug}`);
  await page.getByRole('button', { name: `Add to Cart: ${name}` }).click();
  await page.getByText(`${name} has been added to your cart.`).waitFor();
}

export const placeOrderButton = (page: Page): Locator => page.getByRole('button', { name: 'Place Order by Secure Checkout' });

/** The text the control's aria-describedby points at; '' when it points nowhere. */
export async function describedText(page: Page, control: Locator): Promise<string> {
  const ids = (await control.getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(ids.split(/\s+/).filter(Boolean).map((id) => page.locator(`[id="${id}"]`).textContent()));
  return texts.join(' ').trim();
}

/** Section 1's box, then both consent boxes of section 3, checking the button's reason at each step. */
export async function tickCheckoutBoxes(page: Page): Promise<void> {
  const place = placeOrderButton(page);
  assert.equal(await place.getAttribute('aria-disabled'), 'true');
  assert.equal(await describedText(page, place), 'Please confirm your information above in the Account Verification section to check out.');
  // The reason shows on focus as on hover, not only to a screen reader.
  const tooltip = page.getByRole('tooltip').filter({ hasText: 'Account Verification section' });
  assert.equal(await tooltip.isVisible(), false);
  await place.focus();
  assert.equal(await tooltip.isVisible(), true);
  // Playwright waits for an aria-disabled button to enable; a person can press it anyway.
  await place.click({ force: true });
  assert.equal(await page.getByRole('dialog').count(), 0, 'a press while blocked does nothing');
  await page.getByLabel(/^I confirm this order is for myself alone/).check();
  assert.equal(await describedText(page, place), 'Please consent to service by checking the boxes in Consent for Service, section 3 of checkout.');
  await page.getByLabel(/^I agree to the Terms and Conditions and the Privacy Policy/).check();
  assert.equal(await place.getAttribute('aria-disabled'), 'true');
  await page.getByLabel(/^I consent to physician oversight of my order/).check();
  assert.equal(await place.getAttribute('aria-disabled'), 'false');
  assert.equal(await place.getAttribute('aria-describedby'), null);
}

export async function applyPromoCode(page: Page, code: string): Promise<void> {
  await page.getByRole('button', { name: '+ Apply a promo code' }).click();
  await page.getByLabel('Promo code').fill(code);
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await page.getByText('The promo code is applied successfully').waitFor();
  await page.getByText(`Promo Code applied: ${code}`).waitFor();
}

/** The sandbox card form of the payment dialog; the expiry is next year. */
export async function fillCard(dialog: Locator, cardNumber: string): Promise<void> {
  await dialog.getByLabel('Card number').fill(cardNumber);
  await dialog.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 1));
  await dialog.getByLabel('Security code').fill('123');
}

/** The cart's order id as the device keeps it (localStorage orderInfo). */
export async function storedOrderId(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('orderInfo');
    return raw ? (JSON.parse(raw) as { orderId?: string }).orderId ?? null : null;
  });
}

/** GET /api/order/get/{id} as the customer. */
export async function readOrder(baseUrl: string, orderId: string, token: string): Promise<Cart> {
  const response = await fetch(`${baseUrl}/api/order/get/${orderId}`, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } });
  assert.equal(response.status, 200, await response.clone().text());
  return cartSchema.parse(await response.json());
}

/** The line names of an order, for comparing a cart before and after. */
export const lineNames = (cart: Cart): string[] => cart.items.map((item) => item.product.name).sort();
