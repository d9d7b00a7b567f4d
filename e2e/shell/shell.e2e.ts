import assert from 'node:assert/strict';
import { test, type Page } from '@playwright/test';
import { SUPPORT_CONTACT } from '@labstore/domain';
import { useStorefrontServices } from '../support/journey';
import { VIEWPORTS, newPageAt, screenshot } from '../support/browser';

// issue 2 smoke journey: the shell a visitor sees, at phone and desktop widths.
test.describe('shell', () => {
  const services = useStorefrontServices();

  const openPage = (viewport: { width: number; height: number }, path = '/'): Promise<Page> => newPageAt(services.browser, viewport, `${services.server.url}${path}`);

  test('home renders the header, navigation and footer on a desktop', async () => {
    const page = await openPage(VIEWPORTS.desktop);
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'How It Works' }).waitFor();
    for (const name of ['COVID-19', 'FAQ', 'Blog']) assert.ok(await header.getByRole('link', { name, exact: true }).first().isVisible(), name);
    assert.ok(await header.getByRole('button', { name: /CART \(0\)/ }).isVisible(), 'cart button');
    assert.equal(await header.getByRole('searchbox').first().getAttribute('placeholder'), 'Search by test name, CPT code or keyword');
    // spec/01 2.2: the blog entry is hidden from the list because the header has its own Blog link.
    assert.equal(await header.getByRole('link', { name: 'Blog', exact: true }).count(), 1);

    const footer = page.getByRole('contentinfo');
    assert.ok(await footer.getByRole('link', { name: SUPPORT_CONTACT.phone }).isVisible(), 'support phone');
    assert.ok(await footer.getByRole('link', { name: SUPPORT_CONTACT.email }).isVisible(), 'support e-mail');
    assert.ok(await footer.getByRole('link', { name: 'Privacy Policy' }).isVisible(), 'footer entry');
    assert.match(await footer.innerText(), new RegExp(`© ${new Date().getFullYear()}`));
    await screenshot(page, 'home-desktop');

    await header.getByRole('button', { name: 'Health Topics' }).click();
    await header.getByRole('link', { name: /Heart Health/ }).waitFor();
    await screenshot(page, 'home-desktop-dropdown');
    await page.close();
  });

  test('on a phone the menu toggles and closes after navigating', async () => {
    const page = await openPage(VIEWPORTS.phone);
    const header = page.getByRole('banner');
    assert.equal(await header.getByRole('searchbox').first().getAttribute('placeholder'), 'Search Your Lab Tests Here!');
    const toggle = header.getByRole('button', { name: /menu/i });
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    // One way to the test centers on a phone (the link under the search), and a logo one can read.
    assert.equal(await header.getByRole('link', { name: 'Test Centers', exact: true }).isVisible(), false);
    assert.ok(await header.getByRole('link', { name: /test center search/i }).isVisible());
    const logoWidth = (await header.getByRole('link', { name: 'labstore home' }).locator('svg').boundingBox())?.width ?? 0;
    assert.ok(logoWidth >= 120, `logo ${logoWidth}px wide`);
    await screenshot(page, 'home-phone');
    await toggle.click();
    assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
    await header.getByRole('link', { name: 'FAQ', exact: true }).waitFor();
    await screenshot(page, 'home-phone-menu');
    await header.getByRole('link', { name: 'FAQ', exact: true }).click();
    await page.waitForURL('**/faq');
    await page.waitForFunction(() => document.querySelector('[aria-expanded="true"][aria-controls]') === null);
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.close();
  });

  test('typing in the search box goes to the results after a pause', async () => {
    const page = await openPage(VIEWPORTS.desktop);
    const search = page.getByRole('banner').getByRole('searchbox').first();
    await search.pressSequentially('lipid', { delay: 40 });
    await page.waitForURL('**/search/lipid');
    await page.getByRole('heading', { level: 1, name: /lipid/ }).waitFor();
    await page.close();
  });

  test('a search shorter than 2 characters is refused in place', async () => {
    const page = await openPage(VIEWPORTS.desktop);
    const search = page.getByRole('banner').getByRole('searchbox').first();
    await search.fill('l');
    await search.press('Enter');
    await page.getByRole('banner').getByRole('alert').waitFor();
    assert.equal(new URL(page.url()).pathname, '/');
    await page.close();
  });

  test('an unknown path shows the not-found page, answered 404', async () => {
    const page = await services.browser.newPage({ viewport: VIEWPORTS.desktop });
    const response = await page.goto(`${services.server.url}/no/such/page`);
    assert.equal(response?.status(), 404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await screenshot(page, 'not-found-desktop');
    await page.close();
  });
});
