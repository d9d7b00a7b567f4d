import assert from 'node:assert/strict';
import { addToCartResponseSchema, cartSchema, ORDER_STATUS, orderResultsDataSchema, orderResultsSchema, productDetailSchema, type Cart, type OrderResult, type OrderResultsData } from '@labstore/domain';
import type { Locator, Page } from '@playwright/test';
import { imageBarcode } from '../../apps/api/src/results/pdf-reading.test-support';
import type { TestCustomer } from '../support/customer-fixtures';

// Steps the after-the-order journeys share: paying through the API as the
// web app does (intent, then the sandbox's test card), waiting for the
// sandbox partner, and catching a document the page downloads.

async function api<T>(baseUrl: string, path: string, token: string, parse: (body: unknown) => T, init: { method?: string; json?: unknown } = {}): Promise<T> {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
  if (init.json !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${baseUrl}${path}`, { method: init.method ?? 'GET', headers, body: init.json === undefined ? undefined : JSON.stringify(init.json) });
  const text = await response.text();
  assert.ok(response.ok, `${init.method ?? 'GET'} ${path}: ${response.status} ${text}`);
  return parse(text === '' ? undefined : JSON.parse(text));
}

/** A product's id by its slug, as its page reads it. */
async function productId(baseUrl: string, slug: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/product/${slug}`, { headers: { Accept: 'application/json' } });
  return productDetailSchema.parse(await response.json()).id;
}

/** The customer's cart with one test, paid with the sandbox's Visa (pm_card_visa): the order's id. */
export async function payForTest(baseUrl: string, customer: TestCustomer, slug: string): Promise<string> {
  const added = await api(baseUrl, '/api/order/add', customer.accessToken, (body) => addToCartResponseSchema.parse(body), { method: 'POST', json: { productId: await productId(baseUrl, slug) } });
  await api(baseUrl, '/api/order/checkout/intent', customer.accessToken, () => undefined, { method: 'POST', json: { orderId: added.id } });
  await api(baseUrl, '/api/order/checkout/confirmation', customer.accessToken, () => undefined, {
    method: 'POST',
    json: { orderId: added.id, paymentStatus: 1, paymentMethodId: 'pm_card_visa' },
  });
  return added.id;
}

export const readOrder = (baseUrl: string, orderId: string, token: string): Promise<Cart> =>
  api(baseUrl, `/api/order/get/${orderId}`, token, (body) => cartSchema.parse(body));

export async function orderResults(baseUrl: string, orderId: string, token: string): Promise<OrderResult[]> {
  return (await api(baseUrl, `/api/order/results/${orderId}`, token, (body) => orderResultsSchema.parse(body))).results;
}

/** An order's results as data (values, units, flags), as the results screen reads them. */
export const orderResultsData = (baseUrl: string, orderId: string, token: string): Promise<OrderResultsData> =>
  api(baseUrl, `/api/order/results/data/${orderId}`, token, (body) => orderResultsDataSchema.parse(body));

/** Waits for the sandbox partner (its delays shortened for the journeys) to take an order to a status. */
export async function waitForStatus(baseUrl: string, orderId: string, token: string, status: number, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const order = await readOrder(baseUrl, orderId, token);
    if (order.status === status) return;
    assert.ok(order.status !== ORDER_STATUS.Rejected && order.status !== ORDER_STATUS.ExternalApiError, `order ${order.number} ended in status ${order.status}`);
    assert.ok(Date.now() < deadline, `order ${order.number} is still in status ${order.status}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * The bytes of the next document the page downloads through the API (View
 * reads it with the bearer, then shows it), as the server sent them: the
 * request goes through to the server and its answer back to the page, a copy
 * kept (Chromium does not keep the body of a response read as a Blob).
 */
export async function nextDocument(page: Page, start: () => Promise<void>, path: RegExp): Promise<Uint8Array> {
  let resolveBytes: (bytes: Uint8Array) => void = () => undefined;
  const caught = new Promise<Uint8Array>((resolve) => {
    resolveBytes = resolve;
  });
  const matcher = (url: URL) => path.test(url.pathname);
  await page.route(matcher, async (route) => {
    const response = await route.fetch();
    assert.equal(response.status(), 200, await response.text());
    assert.equal(response.headers()['cache-control'], 'no-store');
    resolveBytes(new Uint8Array(await response.body()));
    await route.fulfill({ response });
  });
  await start();
  const bytes = await caught;
  await page.unroute(matcher);
  return bytes;
}

/** Shares an order's results from its Order History panel by e-mail, through the Share dialog's steps. */
export async function shareResults(page: Page, panel: Locator, recipient: string, number: number): Promise<void> {
  await panel.getByRole('button', { name: 'Results Pdf' }).click();
  await panel.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share your results' });
  const next = dialog.getByRole('button', { name: 'Next' });
  assert.equal(await next.isDisabled(), true, 'Next waits for a valid address');
  await dialog.getByLabel('Recipient’s e-mail address').fill(recipient);
  await next.click();
  await dialog.getByText(`Send the results of Order ${number} to ${recipient}?`).waitFor();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await page.getByText(`Your results for Order ${number} was sent successfully to ${recipient} on `).waitFor();
}

/** The link of a share e-mail: the token in the fragment, never sent to a server. */
export const SHARE_LINK = /(\/shared#[A-Za-z0-9_-]{43})/;

/** An order's panel in Order History: its header button (number, date, status, total) and its body. */
export async function orderPanel(page: Page, number: number): Promise<{ toggle: Locator; panel: Locator }> {
  const toggle = page.getByRole('button', { name: new RegExp(`^Order #${number}`) });
  await toggle.waitFor();
  return { toggle, panel: page.locator(`#${await toggle.getAttribute('aria-controls')}`) };
}

/**
 * The Code 128 text of a barcode as the screen shows it: a screenshot of the
 * element, its pixels read back by the browser (which decodes PNG), the
 * barcode read from them as a counter scanner would.
 */
export async function barcodeOnScreen(page: Page, element: Locator): Promise<string | undefined> {
  const png = (await element.screenshot()).toString('base64');
  const { width, height, rgba } = await page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    // A barcode turned a quarter to run down a narrow screen is read turned back, as a scanner held sideways reads it.
    const upright = image.naturalHeight > image.naturalWidth;
    const canvas = document.createElement('canvas');
    canvas.width = upright ? image.naturalHeight : image.naturalWidth;
    canvas.height = upright ? image.naturalWidth : image.naturalHeight;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    if (upright) {
      context.translate(canvas.width, 0);
      context.rotate(Math.PI / 2);
    }
    context.drawImage(image, 0, 0);
    return { width: canvas.width, height: canvas.height, rgba: Array.from(context.getImageData(0, 0, canvas.width, canvas.height).data) };
  }, png);
  return imageBarcode(new Uint8ClampedArray(rgba), width, height, 4);
}
