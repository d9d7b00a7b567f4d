import assert from 'node:assert/strict';
import { expect, test, type Page } from '@playwright/test';
import { accessibilityViolations, describeViolations } from '../support/accessibility';
import { VIEWPORTS, screenshot } from '../support/browser';
import { adminPasswordFrom, createCustomer, requestToken, type TestCustomer } from '../support/customer-fixtures';
import { useJourneyServices } from '../support/journey';
import { completeLoginDialog, signInFromHeader } from '../account-area/steps';
import { payForTest } from '../orders/steps';

// Issue 19: the dashboard (spec/03 2). An administrator opens it and reads
// each of this tabs, which axe finds nothing wrong with, in English
// and in Spanish; a customer gets the not-allowed page and never downloads
// the administration's chunks (DESIGN.md Web app).
test.describe('dashboard', () => {
  const services = useJourneyServices();
  let customer: TestCustomer;

  const openPage = async (path: string): Promise<{ page: Page; assets: string[] }> => {
    const page = await services.browser.newPage({ viewport: VIEWPORTS.desktop });
    const assets: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/assets/')) assets.push(pathname);
    });
    await page.goto(`${services.server.url}${path}`);
    return { page, assets };
  };

  const expectNoViolations = async (page: Page, where: string) => {
    const violations = await accessibilityViolations(page);
    assert.equal(violations.length, 0, `${where}:\n${describeViolations(violations)}`);
  };

  /** Clicks a tab and waits for its table's first row. */
  const openTab = async (page: Page, tab: string, table: string) => {
    await page.getByRole('tab', { name: tab }).click();
    await page.getByRole('tab', { name: tab, selected: true }).waitFor();
    await page.getByRole('table', { name: table }).locator('tbody tr').first().waitFor();
    await expect(page.getByRole('table', { name: table }).getByText(/Nothing to show|No .* match/)).toHaveCount(0);
  };

  test.beforeAll(async () => {
    customer = await createCustomer(services.server.url, services.mail);
  });

  test('signed out, /dashboard asks for a login; a customer gets the not-allowed page and no admin chunk', async () => {
    const { page, assets } = await openPage('/dashboard');
    await page.getByRole('dialog', { name: 'Login' }).waitFor();
    await page.getByText('The dashboard is for administrators. Log in to open it.').waitFor();
    await completeLoginDialog(page, customer.email, customer.password);
    await page.getByText('This page is for administrators only. Your account cannot open the dashboard.').waitFor();
    assert.equal(await page.getByRole('tablist').count(), 0);
    await screenshot(page, 'dashboard-customer-desktop');
    await expectNoViolations(page, 'the not-allowed page');

    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await page.waitForURL(`${services.server.url}/`);
    // Back on the storefront and again into /dashboard by address: still no administration.
    await page.goto(`${services.server.url}/dashboard`);
    await page.getByText('This page is for administrators only. Your account cannot open the dashboard.').waitFor();
    assert.deepEqual(
      assets.filter((path) => path.startsWith('/assets/admin-')),
      [],
      'a customer downloads no admin-* chunk',
    );
    await page.close();
  });

  test('an administrator reads the Email Log, Pwn Tests, Pwn Orders and Audit tabs, by mouse and keyboard, in English and Spanish', async () => {
    const admin = adminPasswordFrom(services.server.output());
    // A partner order (a paid test goes to the sandbox partner) and an audit row (a refused login-as).
    await payForTest(services.server.url, customer, 'lipid-panel');
    const adminToken = (await requestToken(services.server.url, admin.email, admin.password)).access_token;
    const refused = await fetch(`${services.server.url}/api/account/loginAs`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ userName: customer.email, adminName: admin.email, password: 'not-the-password', rememberMe: false }),
    });
    assert.ok(!refused.ok, 'the wrong password is refused');

    const { page } = await openPage('/');
    await signInFromHeader(page, admin.email, admin.password);
    await page.goto(`${services.server.url}/dashboard?tab=email-log`);

    // Email Log: the customer's registration e-mail.
    await page.getByRole('tab', { name: 'Email Log', selected: true }).waitFor();
    await page.getByRole('table', { name: 'E-mail log' }).getByText(customer.email).first().waitFor();
    await screenshot(page, 'dashboard-email-log-desktop');
    await expectNoViolations(page, 'Email Log');
    await page.getByLabel('Search by sender, recipient or subject').fill(customer.email);
    await expect(page.getByRole('table', { name: 'E-mail log' }).locator('tbody tr:not([hidden])')).not.toHaveCount(0);

    await openTab(page, 'Pwn Tests', 'Partner tests');
    assert.match(page.url(), /\?tab=pwn-tests$/);
    await screenshot(page, 'dashboard-pwn-tests-desktop');
    await expectNoViolations(page, 'Pwn Tests');

    // The partner takes the order in a job: the list is read again until it shows.
    await expect
      .poll(async () => {
        await page.getByRole('tab', { name: 'Pwn Tests' }).click();
        await page.getByRole('tab', { name: 'Pwn Orders' }).click();
        await page.getByRole('table', { name: 'Partner orders' }).waitFor();
        await page.waitForLoadState('networkidle');
        return page.getByRole('table', { name: 'Partner orders' }).getByText('No partner order matches these filters.').count();
      }, { timeout: 60_000 })
      .toBe(0);
    await openTab(page, 'Pwn Orders', 'Partner orders');
    await page.getByLabel('Status').selectOption({ label: 'Pending' });
    await screenshot(page, 'dashboard-pwn-orders-desktop');
    await expectNoViolations(page, 'Pwn Orders');

    // The keyboard: arrows move along the tabs, Enter opens one.
    await page.getByRole('tab', { name: 'Pwn Orders', selected: true }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Infusionsoft' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Categories' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Audit' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.getByRole('tab', { name: 'Audit', selected: true }).waitFor();
    await page.getByRole('table', { name: 'Audit trail' }).getByText('Login as refused').first().waitFor();
    await screenshot(page, 'dashboard-audit-desktop');
    await expectNoViolations(page, 'Audit');

    // Back returns to the tab before; a reload keeps the tab.
    await page.goBack();
    await page.getByRole('tab', { name: 'Pwn Orders', selected: true }).waitFor();
    await page.reload();
    await page.getByRole('tab', { name: 'Pwn Orders', selected: true }).waitFor();

    // In Spanish.
    await page.evaluate(() => localStorage.setItem('language', 'es'));
    await page.goto(`${services.server.url}/dashboard?tab=email-log`);
    await page.getByRole('tab', { name: 'Registro de correos', selected: true }).waitFor();
    await page.getByRole('table', { name: 'Registro de correos' }).getByText(customer.email).first().waitFor();
    await screenshot(page, 'dashboard-email-log-desktop-es');
    await expectNoViolations(page, 'Email Log in Spanish');
    await page.getByRole('tab', { name: 'Auditoría' }).click();
    await page.getByRole('table', { name: 'Registro de auditoría' }).getByText('Entrar como, rechazado').first().waitFor();
    await screenshot(page, 'dashboard-audit-desktop-es');
    await expectNoViolations(page, 'Audit in Spanish');
    await page.close();
  });

  // Issue 20: the editors' tabs and their Add dialogs, which axe finds nothing wrong with, in English and Spanish.
  test('an administrator opens every editor tab and its Add dialog, in English and Spanish, on a desktop and a phone', async () => {
    const admin = adminPasswordFrom(services.server.output());
    const { page } = await openPage('/');
    await signInFromHeader(page, admin.email, admin.password);
    await page.goto(`${services.server.url}/dashboard`);
    const editors = [
      { tab: 'Products', shown: page.getByRole('table', { name: 'Tests' }), add: 'Add New Test', file: 'products' },
      { tab: 'Blog Articles', shown: page.getByRole('table', { name: 'Blog articles' }), add: 'Add New Article', file: 'blog-articles' },
      { tab: 'Keap Template', shown: page.getByRole('table', { name: 'Mail templates' }), add: 'Add New Template', file: 'keap-template' },
      { tab: 'Edit (pages)', shown: page.getByRole('table', { name: 'Pages' }), add: 'Add New Page', file: 'pages' },
      { tab: 'Promo code', shown: page.getByRole('table', { name: 'Promo codes' }), add: 'Add Promo code', file: 'promo-codes' },
      { tab: 'Categories', shown: page.getByRole('table', { name: 'Categories' }), add: 'Add New Category', file: 'categories' },
      { tab: 'Fees', shown: page.getByRole('heading', { name: 'Store fees' }), add: null, file: 'fees' },
    ];
    for (const editor of editors) {
      await page.getByRole('tab', { name: editor.tab }).click();
      await page.getByRole('tab', { name: editor.tab, selected: true }).waitFor();
      await editor.shown.waitFor();
      await page.waitForLoadState('networkidle');
      await screenshot(page, `dashboard-${editor.file}-desktop`);
      await expectNoViolations(page, editor.tab);
      if (editor.add === null) continue;
      await page.getByRole('button', { name: editor.add }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await screenshot(page, `dashboard-${editor.file}-dialog-desktop`);
      await expectNoViolations(page, `${editor.tab}: ${editor.add}`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    }

    await page.evaluate(() => localStorage.setItem('language', 'es'));
    await page.goto(`${services.server.url}/dashboard?tab=categories`);
    await page.getByRole('tab', { name: 'Categorías', selected: true }).waitFor();
    await page.getByRole('table', { name: 'Categorías' }).locator('tbody tr').first().waitFor();
    await page.getByRole('button', { name: 'Agregar nueva categoría' }).click();
    await page.getByRole('dialog').waitFor();
    await screenshot(page, 'dashboard-categories-dialog-desktop-es');
    await expectNoViolations(page, 'Categories in Spanish');
    await page.keyboard.press('Escape');
    for (const [tab, table] of [
      ['Productos', 'Pruebas'],
      ['Artículos del blog', 'Artículos del blog'],
      ['Código promocional', 'Códigos promocionales'],
      ['Editar (páginas)', 'Páginas'],
      ['Plantilla Keap', 'Plantillas de correo'],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByRole('table', { name: table }).waitFor();
      await expectNoViolations(page, `${tab} in Spanish`);
    }
    await screenshot(page, 'dashboard-keap-template-desktop-es');

    // On a phone: each editor's table scrolls in its box, never the page; the dialogs fit.
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.setViewportSize(VIEWPORTS.phone);
    for (const editor of editors) {
      await page.goto(`${services.server.url}/dashboard`);
      await page.getByRole('tab', { name: editor.tab }).click();
      await editor.shown.waitFor();
      await page.waitForFunction((width) => document.documentElement.scrollWidth <= width, VIEWPORTS.phone.width);
      if (editor.add === null) continue;
      await page.getByRole('button', { name: editor.add }).click();
      await page.getByRole('dialog').waitFor();
      await page.waitForFunction((width) => document.documentElement.scrollWidth <= width, VIEWPORTS.phone.width);
      await screenshot(page, `dashboard-${editor.file}-dialog-phone`);
      await page.keyboard.press('Escape');
    }
    // The longest form, in the longer language, on a phone.
    await page.evaluate(() => localStorage.setItem('language', 'es'));
    await page.goto(`${services.server.url}/dashboard?tab=products`);
    await page.getByRole('button', { name: 'Agregar nueva prueba' }).click();
    await page.getByRole('dialog').waitFor();
    await page.waitForFunction((width) => document.documentElement.scrollWidth <= width, VIEWPORTS.phone.width);
    await screenshot(page, 'dashboard-products-dialog-phone-es');
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.close();
  });
});
