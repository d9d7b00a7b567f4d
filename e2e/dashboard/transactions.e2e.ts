import assert from 'node:assert/strict';
import { expect, test, type Page } from '@playwright/test';
import { accessibilityViolations, describeViolations } from '../support/accessibility';
import { VIEWPORTS, screenshot } from '../support/browser';
import { adminPasswordFrom, createCustomer, type TestCustomer } from '../support/customer-fixtures';
import { useJourneyServices } from '../support/journey';
import { signInFromHeader } from '../account-area/steps';
import { orderPanel, payForTest, readOrder } from '../orders/steps';

// Issue 19, spec/03 2 Transactions tab (the dashboard's default), 8 'Cancel
// order?': an administrator finds a customer's submitted order by its number
// and by the customer's e-mail, cancels it, and the customer's own history
// shows it Canceled; then adds a test to the customer's cart by a user
// search, through the temporary quasi-admin session. axe on the tab, in
// English and Spanish.
test.describe('dashboard: Transactions', () => {
  // The physician never answers during the journey: the order stays Submitted, which may be canceled.
  const services = useJourneyServices({ PARTNER_SANDBOX_APPROVAL_SECONDS: '3600' });
  let customer: TestCustomer;

  const expectNoViolations = async (page: Page, where: string) => {
    const violations = await accessibilityViolations(page);
    assert.equal(violations.length, 0, `${where}:\n${describeViolations(violations)}`);
  };

  const orders = (page: Page) => page.getByRole('table', { name: 'Orders' });
  const rows = (page: Page) => orders(page).locator('tbody tr:not([hidden])');

  test.beforeAll(async () => {
    customer = await createCustomer(services.server.url, services.mail);
  });

  test('an administrator finds a submitted order by number and by e-mail, cancels it, and adds a test to the customer’s cart', async () => {
    const { url } = services.server;
    const orderId = await payForTest(url, customer, 'lipid-panel');
    const { number } = await readOrder(url, orderId, customer.accessToken);
    const admin = adminPasswordFrom(services.server.output());

    const page = await services.browser.newPage({ viewport: VIEWPORTS.desktop });
    await page.goto(url);
    await signInFromHeader(page, admin.email, admin.password);
    await page.goto(`${url}/dashboard`);
    await page.getByRole('tab', { name: 'Transactions', selected: true }).waitFor();
    await rows(page).first().waitFor();

    // By number, then by the customer's e-mail.
    const search = page.getByLabel('Order number, or the customer’s name or e-mail');
    await search.fill(String(number));
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(customer.email);
    await search.fill(customer.email);
    const row = rows(page).filter({ hasText: String(number) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Submitted');
    await row.getByRole('button', { name: 'Show details' }).click();
    await orders(page).getByRole('link', { name: 'Lipid Panel' }).first().waitFor();
    await screenshot(page, 'dashboard-transactions-desktop');
    await expectNoViolations(page, 'Transactions');

    // Cancel, after 'Cancel order?'.
    await row.getByRole('button', { name: `Cancel order #${number}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel order?' });
    await screenshot(page, 'dashboard-transactions-cancel-desktop');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(row).toContainText('Canceled');
    await expect(row.getByRole('button', { name: `Cancel order #${number}` })).toBeDisabled();

    // The customer, in a browser of their own, sees it Canceled.
    const context = await services.browser.newContext({ viewport: VIEWPORTS.desktop });
    const customerPage = await context.newPage();
    await customerPage.goto(url);
    await signInFromHeader(customerPage, customer.email, customer.password);
    await customerPage.goto(`${url}/orderHistory`);
    const { toggle } = await orderPanel(customerPage, number);
    await toggle.getByText('Canceled').waitFor();
    await context.close();

    // Add a test to the customer's cart by a user search.
    const userField = page.getByLabel('Customer’s name or e-mail', { exact: true });
    await userField.fill('ab');
    await userField.press('Enter');
    await page.getByText('Required length: 3').waitFor();
    await userField.fill('nobody-at-all@example.com');
    await page.getByRole('button', { name: 'Find customer' }).click();
    await page.getByText('No such user').waitFor();
    await userField.fill(customer.email);
    await page.getByRole('button', { name: 'Find customer' }).click();
    await expect(page.getByLabel('Customer', { exact: true })).toContainText(customer.email);
    await page.getByLabel('Test name').fill('lipid');
    await page.getByRole('button', { name: 'Find test' }).click();
    await expect(page.getByLabel('Test', { exact: true })).toContainText('Lipid Panel');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('status').getByText('Successfully added').waitFor();
    // The customer's cart is in the list now.
    await expect(rows(page).filter({ hasText: 'Cart' })).toHaveCount(1);
    await screenshot(page, 'dashboard-transactions-added-desktop');
    await expectNoViolations(page, 'Transactions after adding to a cart');

    // In Spanish.
    await page.evaluate(() => localStorage.setItem('language', 'es'));
    await page.goto(`${url}/dashboard`);
    await page.getByRole('tab', { name: 'Transacciones', selected: true }).waitFor();
    await page.getByRole('table', { name: 'Pedidos' }).locator('tbody tr').first().waitFor();
    await screenshot(page, 'dashboard-transactions-desktop-es');
    await expectNoViolations(page, 'Transactions in Spanish');

    // On a phone the orders table scrolls in its own box; the page does not widen.
    await page.setViewportSize(VIEWPORTS.phone);
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(pageWidth <= VIEWPORTS.phone.width, `the page is ${pageWidth} px wide at ${VIEWPORTS.phone.width} px`);
    await page.close();
  });
});
