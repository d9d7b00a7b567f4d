import assert from 'node:assert/strict';
import { test, type Locator, type Page } from '@playwright/test';
import { VIEWPORTS, screenshot } from '../support/browser';
import { adminPasswordFrom, createCustomer } from '../support/customer-fixtures';
import { useJourneyServices } from '../support/journey';
import { completeLoginDialog, signInFromHeader } from '../account-area/steps';
import { addProductAsGuest, applyPromoCode } from '../checkout/steps';

// Issue 20 Tests: what an administrator changes in the dashboard's editors
// reaches the storefront at once (the read cache's invalidation), seen by a
// customer in a browser of their own.

/** A form control by its accessible name, which reads 'Name (required)' when required. */
const field = (form: Locator, label: string): Locator => {
  const name = new RegExp(`^${label.replace(/[()$]/g, '\\$&')}( \\(required\\))?$`);
  return form.getByRole('textbox', { name }).or(form.getByRole('combobox', { name })).or(form.getByRole('spinbutton', { name }));
};

test.describe('the editors reach the store', () => {
  const services = useJourneyServices();

  /** An administrator's dashboard on the given tab, in a browser of its own. */
  const openDashboard = async (tab: string): Promise<Page> => {
    const admin = adminPasswordFrom(services.server.output());
    const context = await services.browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    await page.goto(services.server.url);
    await signInFromHeader(page, admin.email, admin.password);
    await page.goto(`${services.server.url}/dashboard`);
    await page.getByRole('tab', { name: tab }).click();
    await page.getByRole('tab', { name: tab, selected: true }).waitFor();
    return page;
  };

  /** A customer's own browser on the storefront. */
  const customerPage = async (path: string): Promise<Page> => {
    const context = await services.browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    await page.goto(`${services.server.url}${path}`);
    return page;
  };

  test('an administrator creates a page and a customer finds it in the navigation', async () => {
    const admin = await openDashboard('Edit (pages)');
    await admin.getByRole('button', { name: 'Add New Page' }).click();
    const dialog = admin.getByRole('dialog');
    await field(dialog, 'Name').fill('Home Collection');
    await field(dialog, 'Parent').fill('main');
    await field(dialog, 'Content (HTML)').fill('<h2>Tests at home</h2><p>A phlebotomist comes to you.</p>');
    await field(dialog, 'Slug').fill('home-collection');
    await field(dialog, 'Position').fill('90');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const shopper = await customerPage('/');
    const navigation = shopper.getByRole('navigation', { name: 'Main' });
    await navigation.getByRole('link', { name: 'Home Collection' }).click();
    await shopper.waitForURL(`${services.server.url}/home-collection`);
    await shopper.getByRole('heading', { name: 'Tests at home' }).waitFor();
    await screenshot(shopper, 'editors-new-page-desktop');
    await shopper.context().close();
    await admin.context().close();
  });

  test('an administrator creates a promo code and a customer applies it at checkout', async () => {
    const customer = await createCustomer(services.server.url, services.mail);
    const admin = await openDashboard('Promo code');
    await admin.getByRole('button', { name: 'Add Promo code' }).click();
    const dialog = admin.getByRole('dialog');
    await field(dialog, 'Promo Code Name').fill('Autumn twenty percent');
    await field(dialog, 'Promo Code Text').fill('AUTUMN20');
    await field(dialog, 'Discount').fill('20');
    await field(dialog, 'Promotion Type').selectOption({ label: '% (percent)' });
    await field(dialog, 'Applies to').selectOption({ label: 'Order' });
    await field(dialog, 'Total Use Limit').fill('100');
    await field(dialog, 'Customer Use Limit').fill('1');
    await field(dialog, 'Waive Physician Oversight Fee').selectOption({ label: 'No' });
    await field(dialog, 'Waive lab draw Fee').selectOption({ label: 'No' });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await admin.getByText("PROMO CODE 'Autumn twenty percent' has been updated or created.").waitFor();
    await admin.getByRole('table', { name: 'Promo codes' }).getByRole('row').filter({ hasText: 'AUTUMN20' }).waitFor();

    const shopper = await customerPage('/');
    await addProductAsGuest(shopper, services.server.url, 'lipid-panel', 'Lipid Panel');
    await shopper.goto(`${services.server.url}/checkout`);
    await completeLoginDialog(shopper, customer.email, customer.password);
    await shopper.getByRole('heading', { level: 1, name: /^Checkout for Order #\d+$/ }).waitFor();
    await shopper.getByLabel(/^I confirm this order is for myself alone/).check();
    const before = await shopper.getByTestId('cart-total').innerText();
    await applyPromoCode(shopper, 'AUTUMN20');
    await shopper.getByText('Total order discount').waitFor();
    assert.notEqual(await shopper.getByTestId('cart-total').innerText(), before, 'the code lowers the total');
    await screenshot(shopper, 'editors-new-promo-at-checkout-desktop');
    await shopper.context().close();
    await admin.context().close();
  });
});
