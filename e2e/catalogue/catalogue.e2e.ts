import assert from 'node:assert/strict';
import { test, type Page } from '@playwright/test';
import { useStorefrontServices } from '../support/journey';
import { EACH_SIZE, PHONE_ONLY, VIEWPORTS, newPageAt, projectScreen, screenshot } from '../support/browser';

// issue 4 catalogue journey: search from the header, open a panel, see its
// member tests, go up to its category; a GUID address becomes the slug one.
test.describe('catalogue', () => {
  const services = useStorefrontServices();

  const openPage = (viewport: { width: number; height: number }, path: string): Promise<Page> => newPageAt(services.browser, viewport, `${services.server.url}${path}`);

  test(`search, panel, category`, EACH_SIZE, async () => {
    const { size, viewport } = projectScreen();
    const page = await openPage(viewport, '/');
    const search = page.getByRole('banner').getByRole('searchbox').first();
    await search.pressSequentially('lipid', { delay: 40 });
    await page.waitForURL('**/search/lipid');
    const results = page.getByRole('list', { name: 'Tests' });
    await results.getByRole('listitem').first().waitFor();
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Tests' }).waitFor();
    await screenshot(page, `catalogue-search-${size}`);

    const panel = results.getByRole('link', { name: /Advanced Lipid Panel/i }).first();
    await panel.click();
    await page.waitForURL('**/product/advanced-lipid-panel-lpa-apob');
    await page.getByRole('heading', { level: 1, name: /Advanced Lipid Panel/i }).waitFor();
    const members = page.getByRole('region', { name: 'Tests included in this panel' });
    await members.getByRole('link', { name: /Lipid Panel/i }).first().waitFor();
    assert.ok((await members.getByRole('link').count()) >= 2, 'member tests are listed');
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as { sku?: string };
    assert.equal(jsonLd.sku, 'advanced-lipid-panel-lpa-apob');
    await screenshot(page, `catalogue-product-${size}`);

    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link');
    const category = crumbs.nth(2);
    const categoryName = (await category.innerText()).trim();
    await category.click();
    await page.waitForURL('**/category/**');
    await page.getByRole('heading', { level: 1, name: categoryName }).waitFor();
    await page.getByRole('list', { name: 'Tests' }).getByRole('listitem').first().waitFor();
    await screenshot(page, `catalogue-category-${size}`);
    await page.close();
  });

  test('the Tests list pages and sorts', async () => {
    const page = await openPage(VIEWPORTS.desktop, '/all');
    const list = page.getByRole('list', { name: 'Tests' });
    await list.getByRole('listitem').first().waitFor();
    assert.equal(await list.getByRole('listitem').count(), 10);
    await screenshot(page, 'catalogue-all-desktop');
    await page.getByRole('button', { name: 'Price' }).click();
    await page.waitForURL('**/all?sort=price');
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL(/page=2/);
    await page.getByRole('link', { name: 'Page 2', exact: true }).and(page.locator('[aria-current="page"]')).waitFor();
    const phone = await openPage(VIEWPORTS.phone, '/all?page=2');
    await phone.getByRole('list', { name: 'Tests' }).getByRole('listitem').first().waitFor();
    await screenshot(phone, 'catalogue-all-phone');
    await phone.close();
    await page.close();
  });

  test('a GUID product address becomes the slug address', async () => {
    const response = await fetch(`${services.server.url}/api/product/lipid-panel`);
    const { id } = (await response.json()) as { id: string };
    const page = await openPage(VIEWPORTS.desktop, `/product/${id}`);
    await page.waitForURL('**/product/lipid-panel');
    await page.getByRole('heading', { level: 1, name: /Lipid Panel/i }).waitFor();
    // The page's main image is above the fold: fetched eagerly and first, its box sized before it loads.
    const image = page.getByRole('main').locator('img').first();
    assert.deepEqual(
      await image.evaluate((element) => ['width', 'height', 'loading', 'fetchpriority'].map((name) => element.getAttribute(name))),
      ['360', '240', 'eager', 'high'],
    );
    await page.close();
  });

  test('a misspelt search lists what the corrected word finds and suggests the word (issue 10)', async () => {
    const page = await openPage(VIEWPORTS.desktop, '/search/cholesteral');
    const suggestion = page.locator('p', { hasText: 'Did you mean' }).getByRole('link');
    await suggestion.waitFor();
    assert.equal((await suggestion.innerText()).trim(), 'cholesterol');
    // The Lipid Panel is found by its tag "cholesterol", which the typo alone never reached.
    await page.getByRole('list', { name: 'Tests' }).getByRole('link', { name: 'Lipid Panel', exact: true }).waitFor();
    await suggestion.click();
    await page.getByRole('heading', { level: 1, name: 'Search results for "cholesterol"' }).waitFor();
    await page.getByRole('list', { name: 'Tests' }).getByRole('link', { name: 'Lipid Panel', exact: true }).waitFor();
    await page.close();
  });

  test('the popup variant search?query= lists the same results', async () => {
    const page = await openPage(VIEWPORTS.desktop, '/search?query=lipid');
    await page.getByRole('heading', { level: 1, name: 'Search results for "lipid"' }).waitFor();
    await page.getByRole('list', { name: 'Tests' }).getByRole('link', { name: 'Lipid Panel', exact: true }).waitFor();
    await page.close();
  });

  test('a search with no match offers the help box', PHONE_ONLY, async () => {
    const page = await openPage(VIEWPORTS.phone, '/search/qqqzzzxx');
    await page.getByText('We found no tests matching').waitFor();
    await page.getByRole('heading', { name: 'Need Help Finding Your Tests?' }).waitFor();
    await screenshot(page, 'catalogue-search-empty-phone');
    await page.close();
  });

  test(`home: explainer, counters, carousel`, EACH_SIZE, async () => {
    const { size, viewport } = projectScreen();
    const page = await openPage(viewport, '/');
    await page.getByRole('heading', { level: 1, name: 'Save 30-70% on Lab Tests Online' }).waitFor();
    assert.ok(await page.getByRole('link', { name: 'testing centers' }).isVisible(), 'test centers link');
    const band = page.getByRole('region', { name: 'labstore in numbers' });
    await band.scrollIntoViewIfNeeded();
    // 60 steps of 50 ms: the shown numbers reach the totals after about 3 s.
    const shown = band.locator('dd [aria-hidden="true"]');
    await shown.filter({ hasText: /^\$30,096,051$/ }).waitFor();
    assert.deepEqual(await shown.allInnerTexts(), ['39,916', '241,422', '$30,096,051']);
    const carousel = page.getByRole('region', { name: 'Popular categories' });
    await carousel.getByRole('link', { name: /View tests/ }).waitFor();
    const first = await carousel.getByRole('heading', { level: 3 }).innerText();
    await carousel.getByRole('button', { name: 'Next category' }).click();
    assert.notEqual(await carousel.getByRole('heading', { level: 3 }).innerText(), first);
    await page.mouse.move(0, 0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `home-catalogue-${size}`);
    await page.close();
  });
});
