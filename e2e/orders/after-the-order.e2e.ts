import assert from 'node:assert/strict';
import { expect, test } from '@playwright/test';
import { pdfBarcodes, pdfText } from '../../apps/api/src/results/pdf-reading.test-support';
import { VIEWPORTS, screenshot } from '../support/browser';
import { createCustomer } from '../support/customer-fixtures';
import { useJourneyServices } from '../support/journey';
import { completeLoginDialog } from '../account-area/steps';
import { addProductAsGuest, fillCard, placeOrderButton, storedOrderId, tickCheckoutBoxes } from '../checkout/steps';
import { nextDocument, orderPanel, orderResults, readOrder } from './steps';

// Issue 17: after paying, the customer follows the order in Order History.
// The sandbox partner approves 15 s after the order (instead of at the next
// approval slot) and reports results only much later, so the journey sees
// the countdown, then the requisition it takes to the test center.

const TEST = { slug: 'lipid-panel', name: 'Lipid Panel' };
const SUCCESS_TITLE = 'CONGRATULATIONS! YOUR ORDER HAS BEEN SUBMITTED FOR APPROVAL';
/** spec/02 4.2: a live countdown, ASAP, or the 8:00 am wording when it is evening or night in Indianapolis. */
const WAITING_FOR_APPROVAL = /Physician approval in|Physician approval: ASAP|approved at approximately 8:00 am EST/;

test.describe('after the order', () => {
  const services = useJourneyServices({ PARTNER_SANDBOX_APPROVAL_SECONDS: '15', PARTNER_SANDBOX_RESULTS_SECONDS: '3600' });

  test('pay, watch the approval countdown give way to the requisition, read it and its barcode, print the receipt', async () => {
    const { url } = services.server;
    const customer = await createCustomer(url, services.mail);
    // The journey reads the PDF the page downloads on its way: no service worker between them (it never keeps health data anyway).
    const context = await services.browser.newContext({ viewport: VIEWPORTS.desktop, serviceWorkers: 'block' });
    const page = await context.newPage();
    await addProductAsGuest(page, url, TEST.slug, TEST.name);
    await page.goto(`${url}/checkout`);
    await completeLoginDialog(page, customer.email, customer.password);
    await page.getByRole('heading', { level: 1, name: /^Checkout for Order #\d+$/ }).waitFor();
    await tickCheckoutBoxes(page);
    const orderId = await storedOrderId(page);
    assert.ok(orderId);
    await placeOrderButton(page).click();
    const payment = page.getByRole('dialog', { name: 'Card Payment' });
    await fillCard(payment, '4242 4242 4242 4242');
    await payment.getByRole('button', { name: /^Pay \$/ }).click();
    const success = page.getByRole('dialog', { name: SUCCESS_TITLE });
    await success.getByRole('button', { name: 'Go to Order History' }).click();
    await success.waitFor({ state: 'hidden' });

    // The order, open, waiting for its physician.
    const { number } = await readOrder(url, orderId, customer.accessToken);
    const { toggle, panel } = await orderPanel(page, number);
    assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
    await panel.getByRole('link', { name: TEST.name }).waitFor();
    await panel.getByText(WAITING_FOR_APPROVAL).first().waitFor();
    const requisition = panel.getByRole('button', { name: 'Requisition', exact: true });
    assert.equal(await requisition.isDisabled(), true, 'no requisition before the approval');
    assert.equal(await panel.getByRole('button', { name: 'Results Pdf' }).isDisabled(), true);
    await screenshot(page, 'order-history-waiting-desktop');
    await page.setViewportSize(VIEWPORTS.phone);
    await screenshot(page, 'order-history-waiting-phone');
    await page.setViewportSize(VIEWPORTS.desktop);

    // The physician approves; the page asks again by itself, and the countdown gives way to the requisition.
    await expect(requisition).toBeEnabled({ timeout: 90_000 });
    assert.equal(await panel.getByText(WAITING_FOR_APPROVAL).count(), 0, 'no countdown once approved');
    await toggle.getByText('In Progress').waitFor();
    await screenshot(page, 'order-history-approved-desktop');

    await requisition.click();
    const bytes = await nextDocument(page, () => panel.getByRole('button', { name: 'View', exact: true }).click(), /^\/api\/order\/results\/download\/.+\/1$/);
    const text = await pdfText(bytes);
    for (const expected of [`${customer.firstName} ${customer.lastName}`, TEST.name, String(number)]) assert.ok(text.includes(expected), `the requisition names ${expected}`);
    const [result] = await orderResults(url, orderId, customer.accessToken);
    assert.ok(result?.physiciansNPI && text.includes(result.physiciansNPI), 'the requisition names the physician’s NPI');
    assert.deepEqual(await pdfBarcodes(bytes), [result.apiResultId], 'a scanner reads the requisition id from its barcode');

    // The printable receipt: Print prints it alone.
    await page.getByRole('button', { name: `Receipt of order #${number}` }).click();
    const receipt = page.getByRole('dialog', { name: `Receipt of order #${number}` });
    await receipt.getByText(result.physiciansNPI).waitFor();
    await receipt.getByText('$0.00').first().waitFor();
    await page.evaluate(() => {
      const printed = { count: 0 };
      Object.assign(window, { printed });
      window.print = () => {
        printed.count += 1;
      };
    });
    await receipt.getByRole('button', { name: 'Print' }).click();
    await page.waitForFunction(() => (window as unknown as { printed: { count: number } }).printed.count === 1);
    await page.emulateMedia({ media: 'print' });
    assert.equal(await page.getByRole('banner').isVisible(), false, 'the page behind the receipt is not printed');
    assert.equal(await receipt.getByText(TEST.name).first().isVisible(), true);
    await screenshot(page, 'receipt-print-desktop');
    await page.emulateMedia({ media: 'screen' });
    await page.setViewportSize(VIEWPORTS.phone);
    await screenshot(page, 'receipt-phone');
    await receipt.getByRole('button', { name: 'Close' }).first().click();

    // The same history in Spanish.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Cambiar el idioma a español' }).first().click();
    await page.getByRole('button', { name: new RegExp(`^Pedido n\\.º ${number}`) }).waitFor();
    await page.getByRole('button', { name: 'Orden de laboratorio', exact: true }).waitFor();
    await screenshot(page, 'order-history-es-phone');
    await context.close();
  });
});
