import assert from 'node:assert/strict';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { VIEWPORTS, screenshot } from '../support/browser';
import { adminPasswordFrom, createCustomer } from '../support/customer-fixtures';
import { useJourneyServices } from '../support/journey';
import { completeLoginDialog, signInFromHeader } from '../account-area/steps';
import { addProductAsGuest, applyPromoCode } from '../checkout/steps';
import { downloadOfflineCatalogue } from '../catalogue/offline-steps';

// Issue 20 Tests: what an administrator changes in the dashboard's editors
// reaches the storefront at once (the read cache's invalidation), seen by a
// customer in a browser of their own.

/** A small PNG, as an administrator's upload (re-encoded by the server). */
const PICTURE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR42mN48eEJVsQwtCQAYcSvAaFIVpAAAAAASUVORK5CYII=', 'base64');

/** Waits until the image has loaded and drawn (a broken one has no natural width). */
const waitUntilDrawn = async (page: Page, image: Locator): Promise<void> => {
  await image.waitFor();
  await page.waitForFunction((element) => element instanceof HTMLImageElement && element.complete && element.naturalWidth > 0, await image.elementHandle());
};

/** Waits until a control holds the value (a form read from the server fills in after it opens). */
const expectValue = (control: Locator, value: string): Promise<void> => expect(control).toHaveValue(value);

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

  test('an administrator creates a test in a new category with an uploaded image; a customer finds it online and offline, and an open cart follows its new price', async () => {
    const { url } = services.server;
    // The customer's phone has the offline catalogue from an earlier visit.
    const shopper = await customerPage('/');
    await downloadOfflineCatalogue(shopper, url);

    const admin = await openDashboard('Categories');
    await admin.getByRole('button', { name: 'Add New Category' }).click();
    let dialog = admin.getByRole('dialog');
    await field(dialog, 'Name').fill('Home Screening');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await admin.getByText("Category 'Home Screening' has been created.").waitFor();

    await admin.getByRole('tab', { name: 'Products' }).click();
    await admin.getByRole('button', { name: 'Add New Test' }).click();
    dialog = admin.getByRole('dialog', { name: 'Add Test' });
    await field(dialog, 'Name').fill('Ferritin Home Screen');
    await field(dialog, 'CPT').fill('82728');
    await field(dialog, 'Market Price').fill('95.00');
    await field(dialog, 'Website Price').fill('39.00');
    await dialog.getByLabel('Browse: upload an image').setInputFiles({ name: 'ferritin.png', mimeType: 'image/png', buffer: PICTURE });
    await dialog.getByText('Upload successful').waitFor();
    await dialog.getByRole('checkbox', { name: 'Quest Diagnostics' }).check();
    await field(dialog, 'Category').selectOption({ label: 'Home Screening' });
    await dialog.getByRole('radio', { name: 'Simple' }).check();
    await field(dialog, 'Description').fill('<p>Iron stores, from a finger-prick at home.</p>');
    await screenshot(admin, 'editors-add-test-desktop');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await admin.getByText("Test 'Ferritin Home Screen' has been created.").waitFor();

    // At once in the storefront's search, with its picture.
    const results = shopper.getByRole('list', { name: 'Tests' });
    await shopper.getByRole('banner').getByRole('searchbox').first().pressSequentially('ferritin home', { delay: 30 });
    await shopper.waitForURL('**/search/ferritin*');
    await results.getByRole('link', { name: 'Ferritin Home Screen', exact: true }).click();
    await shopper.getByRole('heading', { level: 1, name: 'Ferritin Home Screen' }).waitFor();
    await shopper.getByText('Iron stores, from a finger-prick at home.').waitFor();
    const picture = shopper.getByRole('main').locator('img[src*="/api/image/"]').first();
    await waitUntilDrawn(shopper, picture);
    await addProductAsGuest(shopper, url, 'ferritin-home-screen', 'Ferritin Home Screen');

    // The next start refreshes the phone's copy: the new test is found with no signal.
    const refreshed = shopper.waitForResponse((response) => response.url().endsWith('/api/catalogue/offline') && response.ok());
    await shopper.goto(`${url}/`);
    await refreshed;
    await shopper.waitForTimeout(2_500);
    await shopper.context().setOffline(true);
    await shopper.goto(`${url}/search/ferritin`);
    await shopper.getByRole('status').filter({ hasText: 'You are offline.' }).waitFor();
    await results.getByRole('link', { name: 'Ferritin Home Screen', exact: true }).waitFor();
    await screenshot(shopper, 'editors-new-test-offline-search-desktop');
    await shopper.context().setOffline(false);

    // A new price reaches the open cart on its next load.
    await admin.getByLabel('Search tests').fill('Ferritin Home');
    await admin.getByRole('button', { name: 'Edit Ferritin Home Screen' }).click();
    dialog = admin.getByRole('dialog', { name: 'Edit Test' });
    await expectValue(field(dialog, 'Website Price'), '39');
    await field(dialog, 'Website Price').fill('29.00');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await admin.getByText("Test 'Ferritin Home Screen' has been updated.").waitFor();
    await shopper.goto(`${url}/cart`);
    const line = shopper.getByRole('table', { name: 'Tests in your cart' }).getByRole('row').filter({ hasText: 'Ferritin Home Screen' });
    await line.getByText('$29.00').first().waitFor();
    await screenshot(shopper, 'editors-repriced-cart-desktop');
    await shopper.context().close();
    await admin.context().close();
  });

  test('an administrator publishes an article with a picture uploaded from the editor, and a reader reads it on the blog', async () => {
    const admin = await openDashboard('Blog Articles');
    await admin.getByRole('button', { name: 'Add New Article' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add Article' });
    await field(dialog, 'Title').fill('Iron and everyday energy');
    await field(dialog, 'Short description').fill('What a ferritin result says about tiredness.');
    await field(dialog, 'Author').selectOption({ label: 'Add New Author' });
    await field(dialog, 'New author name').fill('Dr. Ana Ruiz');
    await field(dialog, 'Estimate length (minutes)').fill('4');
    await field(dialog, 'Page title').fill('Iron and everyday energy');
    await field(dialog, 'Meta description').fill('Ferritin and tiredness, explained.');
    await field(dialog, 'Meta robots').fill('index, follow');
    const text = dialog.getByRole('textbox', { name: 'Text' });
    await text.click();
    await admin.keyboard.type('Ferritin shows how much iron the body keeps in reserve.');
    await dialog.getByLabel('Upload an image into the text').setInputFiles({ name: 'iron.png', mimeType: 'image/png', buffer: PICTURE });
    await dialog.getByText('Upload successful').waitFor();
    await text.locator('img').waitFor();
    // The cover from the gallery (spec/03 2 Image picker dialog): a pick closes it and shows the preview.
    await dialog.getByRole('button', { name: 'Gallery: Image' }).click();
    const picker = admin.getByRole('dialog', { name: 'Choose an image' });
    await picker.getByRole('list', { name: 'Images' }).getByRole('button').first().click();
    await picker.waitFor({ state: 'hidden' });
    await dialog.getByRole('img', { name: 'Image: the chosen image' }).waitFor();
    await screenshot(admin, 'editors-add-article-desktop');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('Article was successfully added').waitFor();

    const reader = await customerPage('/blog');
    await reader.getByRole('link', { name: /Iron and everyday energy/ }).first().click();
    await reader.getByRole('heading', { level: 1, name: 'Iron and everyday energy' }).waitFor();
    const article = reader.getByRole('main').locator('article');
    await article.getByText('Ferritin shows how much iron the body keeps in reserve.').waitFor();
    // The cover first, then the picture in the text.
    await waitUntilDrawn(reader, article.locator('img[src*="/api/image/"]').first());
    await waitUntilDrawn(reader, article.locator('img[src*="/api/image/"]').last());
    assert.equal(await article.locator('img[src*="/api/image/"]').count(), 2);
    await screenshot(reader, 'editors-new-article-desktop');
    await reader.context().close();
    await admin.context().close();
  });
});
