import assert from 'node:assert/strict';
import { test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { RunningServer } from '@labstore/infra/server-process';
import { startAppServer } from '../support/app-server';
import { VIEWPORTS, closeContexts, screenshot } from '../support/browser';
import { downloadOfflineCatalogue } from './offline-steps';

// DESIGN.md Offline, issue 10: at a test center with no signal, the app opens
// from the service worker; the pages already seen still show, prices and all;
// after one online visit the whole catalogue reads and searches from the
// device's copy; articles and test centers seen before open; a page never
// seen says it needs a connection instead of hanging. Nothing personal is
// kept: only public reads are in the service worker's caches.

// Seeded articles (packages/db seed): one read before going offline, one never.
const READ_ARTICLE = 'understanding-your-lipid-panel-results';
const UNREAD_ARTICLE = 'thyroid-tests-explained-tsh-free-t4-free-t3';

test.describe('the catalogue with no network', { tag: '@phone' }, () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  /**
   * The app keeps what it read in IndexedDB in the background, once the first
   * screen has settled (lib/first-screen.ts): well within this here. The
   * offline steps that follow are what checks it was kept.
   */
  const keepingTime = () => page.waitForTimeout(2_500);

  test.beforeAll(async ({ browser: workerBrowser }) => {
    server = await startAppServer();
    browser = workerBrowser;
    context = await browser.newContext({ viewport: VIEWPORTS.phone });
    page = await context.newPage();
    await downloadOfflineCatalogue(page, server.url);
  });
  test.afterAll(async () => {
    await closeContexts(browser);
    await server?.stop();
  });

  const heading = (name: string | RegExp) => page.getByRole('heading', { level: 1, name });

  test('pages seen online open offline, from a cold start', async () => {
    await page.goto(`${server.url}/product/lipid-panel`);
    await heading('Lipid Panel').waitFor();
    const price = await page.getByText(/Our price/).first().innerText();
    await page.goto(`${server.url}/all/panels`);
    await page.getByRole('list', { name: 'Tests' }).getByRole('listitem').first().waitFor();
    const panels = await page.getByRole('list', { name: 'Tests' }).getByRole('link').allInnerTexts();

    // Days later at the test center: the browser's HTTP cache (60 s for
    // catalogue reads) has long expired, only the service worker's copy is left.
    const devtools = await context.newCDPSession(page);
    await devtools.send('Network.clearBrowserCache');
    // A session left attached resets the offline emulation's navigator.onLine on the next load.
    await devtools.detach();
    await context.setOffline(true);
    // A new load, as when the app is opened again; the banner says, and keeps saying, there is no network.
    await page.goto(`${server.url}/product/lipid-panel`);
    await heading('Lipid Panel').waitFor();
    await page.getByRole('status').filter({ hasText: 'You are offline.' }).waitFor();
    assert.equal(await page.getByText(/Our price/).first().innerText(), price);
    await screenshot(page, 'catalogue-offline-product-phone');

    await page.goto(`${server.url}/all/panels`);
    await page.getByRole('list', { name: 'Tests' }).getByRole('listitem').first().waitFor();
    assert.deepEqual(await page.getByRole('list', { name: 'Tests' }).getByRole('link').allInnerTexts(), panels);
    assert.equal(await page.getByText('You are offline.').isVisible(), true);
    await context.setOffline(false);
    await page.getByText('You are offline.').waitFor({ state: 'detached' });
  });

  const goOffline = async (): Promise<void> => {
    // Days later at the test center: the browser's HTTP cache has long expired.
    const devtools = await context.newCDPSession(page);
    await devtools.send('Network.clearBrowserCache');
    // A session left attached resets the offline emulation's navigator.onLine on the next load.
    await devtools.detach();
    await context.setOffline(true);
  };
  const results = () => page.getByRole('list', { name: 'Tests' });
  test('after one visit the whole catalogue reads offline: a misspelt search, a result and a category never opened', async () => {
    // The one online visit (before) downloaded the catalogue in the background, once the page was idle.
    await goOffline();
    await page.goto(`${server.url}/`);
    await page.getByRole('banner').getByRole('searchbox').first().pressSequentially('cholesteral', { delay: 30 });
    await page.waitForURL('**/search/cholesteral');
    // The same rules as the server: the typo corrected word by word, the Lipid Panel found by its tag.
    const suggestion = page.locator('p', { hasText: 'Did you mean' }).getByRole('link');
    await suggestion.waitFor();
    assert.equal((await suggestion.innerText()).trim(), 'cholesterol');
    await results().getByRole('link', { name: 'Lipid Panel', exact: true }).waitFor();
    await screenshot(page, 'catalogue-offline-search-phone');

    await results().getByRole('link', { name: 'HDL Cholesterol', exact: true }).click();
    await heading('HDL Cholesterol').waitFor();
    await page.getByText(/Our price/).first().waitFor();

    await page.goto(`${server.url}/category/thyroid`);
    await results().getByRole('listitem').first().waitFor();
    assert.equal(await page.getByText('This page needs a connection.', { exact: false }).count(), 0);
    // Images never seen are not on the device: placeholders take their place, no broken-image icons.
    await page.waitForFunction(() => Array.from(document.querySelectorAll('main img')).every((image) => image instanceof HTMLImageElement && image.naturalWidth > 0));
    await page.setViewportSize(VIEWPORTS.desktop);
    await screenshot(page, 'catalogue-offline-category-desktop');
    await page.setViewportSize(VIEWPORTS.phone);
    await context.setOffline(false);
  });

  test('an article and test centers seen before open offline; an article never read says it needs the network', async () => {
    await page.goto(`${server.url}/blog/${READ_ARTICLE}`);
    const readTitle = await page.getByRole('heading', { level: 1 }).innerText();
    await keepingTime();
    await page.goto(`${server.url}/testcenters?zip=46204`);
    await page.getByRole('heading', { level: 2, name: '20 test centers near 46204' }).waitFor();
    await keepingTime();

    await goOffline();
    await page.goto(`${server.url}/blog/${READ_ARTICLE}`);
    await page.getByRole('heading', { level: 1, name: readTitle }).waitFor();
    await page.goto(`${server.url}/testcenters?zip=46204`);
    await page.getByRole('heading', { level: 2, name: '20 test centers near 46204' }).waitFor();
    await screenshot(page, 'testcenters-offline-phone');

    await page.goto(`${server.url}/blog/${UNREAD_ARTICLE}`);
    await page.getByText('The article could not be loaded.').waitFor();
    await page.getByText('This page needs a connection. It will open once you are back online.').waitFor();
    await screenshot(page, 'blog-offline-never-read-phone');
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1 }).filter({ hasNotText: readTitle }).waitFor();
  });

  test('only public reads are kept by the service worker', async () => {
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        if (name.includes('precache')) continue;
        const cache = await caches.open(name);
        for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    assert.ok(cached.includes('/api/product/lipid-panel'), cached.join(', '));
    for (const path of cached) assert.match(path, /^\/api\/(product|category|taxonomy|content\/list|app\/config|state\/list|image)\b/, path);
  });
});
