import assert from 'node:assert/strict';
import { expect, test, type Page } from '@playwright/test';
import { ORDER_STATUS } from '@labstore/domain';
import { accessibilityViolations, describeViolations } from '../support/accessibility';
import { VIEWPORTS, screenshot } from '../support/browser';
import { adminPasswordFrom, createCustomer, type TestCustomer } from '../support/customer-fixtures';
import { useJourneyServices } from '../support/journey';
import { completeLoginDialog, signInFromHeader } from '../account-area/steps';
import { orderPanel, payForTest, readOrder, waitForStatus } from '../orders/steps';

// Issue 19, spec/03 2 Users tab, 4, 8: an administrator disables a user
// (whose open session ends), changes a user's role and e-mail, and logs in
// as a customer: a new tab with the customer's order history, Share and View
// disabled, and an audit row.
test.describe('dashboard Users tab', () => {
  const services = useJourneyServices({ PARTNER_SANDBOX_APPROVAL_SECONDS: '1', PARTNER_SANDBOX_RESULTS_SECONDS: '2' });

  const expectNoViolations = async (page: Page, where: string) => {
    const violations = await accessibilityViolations(page);
    assert.equal(violations.length, 0, `${where}:\n${describeViolations(violations)}`);
  };

  /** Searches the user by e-mail and opens their panel. */
  const openUser = async (page: Page, email: string) => {
    await page.getByLabel('Search users by name or e-mail').fill(email);
    const row = page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    // The same account under a new e-mail keeps its row, and its panel open.
    const disclosure = row.getByRole('button', { name: /^(Show|Hide) details$/ });
    if ((await disclosure.getAttribute('aria-expanded')) !== 'true') await disclosure.click();
    return page.getByRole('group', { name: `Account of ${email}` });
  };

  test('disable a user, change a role and an e-mail, and log in as a customer', async () => {
    const { url } = services.server;
    const admin = adminPasswordFrom(services.server.output());
    const [disabled, promoted, renamed, buyer]: TestCustomer[] = await Promise.all([1, 2, 3, 4].map(() => createCustomer(url, services.mail)));
    assert.ok(disabled && promoted && renamed && buyer);
    const orderId = await payForTest(url, buyer, 'lipid-panel');
    await waitForStatus(url, orderId, buyer.accessToken, ORDER_STATUS.Completed);
    const { number } = await readOrder(url, orderId, buyer.accessToken);

    // The user to disable is signed in, in a browser of their own.
    const theirs = await services.browser.newContext({ viewport: VIEWPORTS.desktop });
    const theirPage = await theirs.newPage();
    await theirPage.goto(`${url}/account`);
    await completeLoginDialog(theirPage, disabled.email, disabled.password);
    await theirPage.getByRole('button', { name: 'Edit Account Information' }).waitFor();

    const context = await services.browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    await page.goto(url);
    await signInFromHeader(page, admin.email, admin.password);
    await page.goto(`${url}/dashboard?tab=users`);
    await page.getByRole('tab', { name: 'Users', selected: true }).waitFor();
    await page.getByRole('table', { name: 'Users' }).locator('tbody tr').first().waitFor();
    await screenshot(page, 'dashboard-users-desktop');
    await expectNoViolations(page, 'Users');

    // Disabled: the user's open session ends at its next request.
    let panel = await openUser(page, disabled.email);
    await panel.getByRole('switch', { name: 'Active' }).click();
    await page.getByText(`${disabled.email} is now Disabled`).waitFor();
    await expect(panel.getByRole('switch', { name: 'Active' })).toHaveAttribute('aria-checked', 'false');
    // Their next request is refused: the session ends and the page goes home, signed out.
    await theirPage.reload();
    await theirPage.getByRole('button', { name: 'LOGIN' }).waitFor();
    await expect(theirPage.getByRole('button', { name: 'LOGOUT' })).toHaveCount(0);
    await theirs.close();

    // A role, then the profile sub-tab's Change Email.
    panel = await openUser(page, promoted.email);
    await panel.getByLabel('Role').selectOption({ label: 'Admin' });
    await panel.getByRole('button', { name: 'Assign Role' }).click();
    await page.getByText(`${promoted.email} has been changed to Admin`).waitFor();

    await openUser(page, renamed.email);
    await page.getByRole('button', { name: 'Edit Account Information' }).waitFor();
    await screenshot(page, 'dashboard-users-panel-desktop');
    await expectNoViolations(page, 'a user panel');
    await page.getByRole('button', { name: 'Change Email' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Email' });
    const newEmail = `renamed.${Date.now().toString(36)}@example.com`;
    await dialog.getByLabel('New Email').fill(newEmail);
    await dialog.getByLabel('Confirm Email').fill(newEmail);
    await dialog.getByRole('button', { name: 'Change Email' }).click();
    await page.getByText('Email has been changed').waitFor();
    await openUser(page, newEmail);
    await page.getByRole('tab', { name: 'Email History' }).click();
    await page.getByRole('table', { name: 'E-mail changes' }).getByText(renamed.email).waitFor();

    // Orders: login-as opens the customer's session in a new tab.
    await openUser(page, buyer.email);
    await page.getByRole('tab', { name: 'Orders', exact: true }).click();
    await page.getByRole('button', { name: 'Log in as this user' }).click();
    const loginAs = page.getByRole('dialog', { name: 'Login As' });
    await loginAs.getByRole('textbox', { name: /Your Password/ }).fill(admin.password);
    const [customerTab] = await Promise.all([context.waitForEvent('page'), loginAs.getByRole('button', { name: 'LOGIN' }).click()]);
    await customerTab.waitForURL(`${url}/`);
    await customerTab.goto(`${url}/orderHistory`);
    const order = await orderPanel(customerTab, number);
    await order.panel.getByRole('button', { name: 'Results Pdf' }).click();
    await expect(order.panel.getByRole('button', { name: 'Share', exact: true })).toBeDisabled();
    await expect(order.panel.getByRole('button', { name: 'View', exact: true })).toBeDisabled();
    await screenshot(customerTab, 'dashboard-users-login-as-orders-desktop');
    await customerTab.close();

    // The audit trail has the login-as.
    await page.getByRole('tab', { name: 'Audit' }).click();
    await page.getByRole('table', { name: 'Audit trail' }).getByText('Login as a customer', { exact: true }).first().waitFor();

    // In Spanish.
    await page.evaluate(() => localStorage.setItem('language', 'es'));
    await page.goto(`${url}/dashboard?tab=users`);
    await page.getByRole('tab', { name: 'Usuarios', selected: true }).waitFor();
    await page.getByLabel('Buscar usuarios por nombre o correo').fill(buyer.email);
    const row = page.getByRole('table', { name: 'Usuarios' }).getByRole('row').filter({ hasText: buyer.email });
    await row.getByRole('button').first().click();
    await page.getByRole('tab', { name: 'Historial de correos' }).waitFor();
    await screenshot(page, 'dashboard-users-desktop-es');
    await expectNoViolations(page, 'Users in Spanish');
    await context.close();
  });
});
