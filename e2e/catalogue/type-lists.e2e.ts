import assert from 'node:assert/strict';
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { RunningServer } from '@labstore/infra/server-process';
import { startAppServer } from '../support/app-server';
import { VIEWPORTS, closeContexts, newPageAt, screenshot } from '../support/browser';

// spec/02 2.1 all/{panels}: from the Tests list to its panels and individual
// tests, page 2, back up the breadcrumb; an unknown list, test or category
// worded on the page; a failed load told in the error bar with a retry; data
// started by the route's loader on hover; the previous page kept while the
// next loads.

interface ListBody {
  items: { name: string; productType: number }[];
  count: number;
}

test.describe('catalogue lists by type', () => {
  let server: RunningServer;
  let browser: Browser;
  /** Every listed panel's name, from the API the screens read. */
  let panelNames: Set<string>;

  test.beforeAll(async ({ browser: workerBrowser }) => {
    server = await startAppServer();
    browser = workerBrowser;
    const response = await fetch(`${server.url}/api/product/type/browse/8?$top=100`);
    const panels = (await response.json()) as ListBody;
    assert.ok(panels.items.every((item) => item.productType === 8));
    panelNames = new Set(panels.items.map((item) => item.name));
    assert.ok(panelNames.size > 10, 'the seed has more than one page of panels');
  });
  test.afterAll(async () => {
    await closeContexts(browser);
    await server?.stop();
  });

  const openPage = (viewport: { width: number; height: number }, path: string): Promise<Page> => newPageAt(browser, viewport, `${server.url}${path}`);

  const apiNames = async (path: string): Promise<string[]> => {
    const response = await fetch(`${server.url}${path}`);
    return ((await response.json()) as ListBody).items.map((item) => item.name);
  };

  /** The paged list's area, dimmed (busy) while a newer page loads. */
  const listArea = (page: Page, busy: boolean) => page.locator(`[aria-busy="${String(busy)}"]:has(ul[aria-label="Tests"])`);

  const listNames = async (page: Page): Promise<string[]> => {
    const list = page.getByRole('list', { name: 'Tests' });
    await list.getByRole('listitem').first().waitFor();
    return (await list.getByRole('link').allInnerTexts()).map((name) => name.trim());
  };

  /**
   * Waits for the list to show exactly `expected`. A sort or page change can
   * leave the previous answer on screen, not busy, for a moment before the
   * new request starts, and both orders may begin with the same test.
   */
  const expectListNames = (page: Page, expected: string[]) => expect(page.getByRole('list', { name: 'Tests' }).getByRole('link')).toHaveText(expected, { timeout: 10_000 });

  test('the filter opens the panels; page 2; the breadcrumb goes back to all tests', async () => {
    const page = await openPage(VIEWPORTS.desktop, '/all');
    await page.getByRole('list', { name: 'Tests' }).getByRole('listitem').first().waitFor();
    const filter = page.getByRole('navigation', { name: 'Kind of test' });
    assert.equal(await filter.getByRole('link', { name: 'All', exact: true }).getAttribute('aria-current'), 'page');

    // The route's loader starts the list's request on hover (defaultPreload 'intent').
    const preloaded = page.waitForRequest((request) => request.url().includes('/api/product/type/browse/8'));
    await filter.getByRole('link', { name: 'Panels' }).hover();
    await preloaded;
    await filter.getByRole('link', { name: 'Panels' }).click();
    await page.waitForURL(/\/all\/panels$/);
    await page.getByRole('heading', { level: 1, name: 'Panels' }).waitFor();
    assert.equal(await filter.getByRole('link', { name: 'Panels' }).getAttribute('aria-current'), 'page');
    assert.equal(await filter.getByRole('link', { name: 'All', exact: true }).getAttribute('aria-current'), null);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    assert.deepEqual((await crumbs.getByRole('listitem').allInnerTexts()).map((text) => text.trim()), ['Home', 'Tests', 'Panels']);
    assert.equal(await crumbs.getByRole('link', { name: 'Tests' }).getAttribute('aria-current'), null, 'Tests is the way up, not this page');

    await page.getByRole('button', { name: 'Name' }).click();
    await page.waitForURL(/\/all\/panels\?sort=name$/);
    const byName = await apiNames('/api/product/type/browse/8?$orderby=Name&$skip=0&$top=10');
    await page.getByRole('list', { name: 'Tests' }).getByRole('link', { name: byName[0], exact: true }).waitFor();
    await listArea(page, false).waitFor();
    await expectListNames(page, byName);
    const firstPage = byName;
    assert.equal(await page.getByRole('status').filter({ hasText: /panels?$/ }).innerText(), `${panelNames.size} panels`);
    for (const name of firstPage) assert.ok(panelNames.has(name), `${name} is a panel`);
    // Single tests are not listed, whatever their name says.
    assert.ok(!firstPage.includes('Lipid Panel'));
    assert.ok(!firstPage.includes('Hemoglobin A1c (HbA1c)'));
    // Images keep their box before they load; rows below the first few load lazily.
    const images = await page.getByRole('list', { name: 'Tests' }).locator('img').evaluateAll((elements) =>
      elements.map((image) => [image.getAttribute('width'), image.getAttribute('height'), image.getAttribute('loading')]),
    );
    assert.equal(images.length, 10);
    images.forEach(([width, height, loading], index) => {
      assert.ok(width && height, `image ${index + 1} has its size`);
      assert.equal(loading, index < 3 ? 'eager' : 'lazy', `image ${index + 1}`);
    });
    await screenshot(page, 'catalogue-panels-desktop');

    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL(/\/all\/panels\?.*page=2/);
    await page.getByRole('link', { name: 'Page 2', exact: true }).and(page.locator('[aria-current="page"]')).waitFor();
    const byNameNext = await apiNames('/api/product/type/browse/8?$orderby=Name&$skip=10&$top=10');
    await page.getByRole('list', { name: 'Tests' }).getByRole('link', { name: byNameNext[0], exact: true }).waitFor();
    await listArea(page, false).waitFor();
    await expectListNames(page, byNameNext);
    const secondPage = byNameNext;
    for (const name of secondPage) {
      assert.ok(panelNames.has(name), `${name} is a panel`);
      assert.ok(!firstPage.includes(name), `${name} is not on page 1 too`);
    }

    await crumbs.getByRole('link', { name: 'Tests' }).click();
    await page.waitForURL(/\/all$/);
    await page.getByRole('heading', { level: 1, name: 'Tests' }).waitFor();
    await page.getByRole('list', { name: 'Tests' }).getByRole('listitem').first().waitFor();
    await page.close();
  });

  test('individual tests list no panels', async () => {
    const page = await openPage(VIEWPORTS.phone, '/all/tests?sort=name');
    await page.getByRole('heading', { level: 1, name: 'Individual tests' }).waitFor();
    const names = await listNames(page);
    assert.equal(names.length, 10);
    for (const name of names) assert.ok(!panelNames.has(name), `${name} is not a panel`);
    await screenshot(page, 'catalogue-individual-tests-phone');
    await page.close();
  });

  test('a page past the end says where the list ends and links there', async () => {
    const last = Math.ceil(panelNames.size / 10);
    const page = await openPage(VIEWPORTS.phone, '/all/panels?page=99');
    await page.getByText(`There is no page 99: the list ends at page ${last}.`).waitFor();
    await page.getByRole('link', { name: `Go to page ${last}` }).click();
    await page.waitForURL(new RegExp(`/all/panels\\?page=${last}$`));
    await page.getByRole('list', { name: 'Tests' }).getByRole('listitem').first().waitFor();
    await page.close();
  });

  test('an unknown list, test or category is worded on the page, not in the error bar', async () => {
    const typeRequests: string[] = [];
    const page = await browser.newPage({ viewport: VIEWPORTS.phone });
    page.on('request', (request) => {
      if (request.url().includes('/api/product/type/browse/')) typeRequests.push(request.url());
    });
    await page.goto(`${server.url}/all/consults`);
    await page.getByText('This list of tests does not exist.').waitFor();
    assert.deepEqual(typeRequests, [], 'nothing is fetched for a list that does not exist');
    await screenshot(page, 'catalogue-list-not-found-phone');
    await page.getByRole('link', { name: 'Browse all tests' }).click();
    await page.waitForURL(/\/all$/);
    await page.getByRole('list', { name: 'Tests' }).getByRole('listitem').first().waitFor();

    await page.goto(`${server.url}/product/no-such-test`);
    await page.getByRole('heading', { level: 1, name: 'We could not find this test.' }).waitFor();
    await page.goto(`${server.url}/category/no-such-category`);
    await page.getByText('This category does not exist.').waitFor();
    assert.equal(await page.getByRole('alert').count(), 0, 'no error message');
    await page.close();
  });

  test('a list that cannot be loaded says so and loads on Try again', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    // The device's copy of the catalogue would answer the list (lib/offline): it is unreachable too.
    const unreachable = (url: URL) => url.pathname.startsWith('/api/product/type/browse/') || url.pathname === '/api/catalogue/offline';
    await page.route(unreachable, (route) => route.abort('connectionrefused'));
    await page.goto(`${server.url}/all/panels`);
    await page.getByText('We could not reach the server. Check your connection and try again.').waitFor();
    await page.getByText('The tests could not be loaded.').waitFor();
    await page.unroute(unreachable);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('list', { name: 'Tests' }).getByRole('listitem').first().waitFor();
    await page.close();
  });

  test('the previous page stays, dimmed, while a slow next page loads', async () => {
    const page = await openPage(VIEWPORTS.desktop, '/all/panels');
    const firstPage = await listNames(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const secondPage = (url: URL) => url.pathname === '/api/product/type/browse/8' && url.searchParams.get('$skip') === '10';
    await page.route(secondPage, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
    await listArea(page, true).waitFor();
    assert.deepEqual(await listNames(page), firstPage, 'page 1 is still shown');
    release();
    const next = await apiNames('/api/product/type/browse/8?$skip=10&$top=10');
    await page.getByRole('list', { name: 'Tests' }).getByRole('link', { name: next[0], exact: true }).waitFor();
    assert.deepEqual(await listNames(page), next);
    await listArea(page, false).waitFor();
    await page.close();
  });
});
