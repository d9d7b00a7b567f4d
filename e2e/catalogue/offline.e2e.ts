import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { RunningServer } from '@labstore/infra/server-process';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startAppServer } from '../support/app-server';
import { VIEWPORTS, launchBrowser, screenshot } from '../support/browser';

// DESIGN.md Offline: at a test center with no signal, the app opens from the
// service worker and the catalogue pages already seen still show, prices and
// all; a page never seen says it could not be loaded instead of hanging.
// Nothing personal is kept: only public reads are in the service worker's caches.

describe('the catalogue with no network', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  before(async () => {
    server = await startAppServer();
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: VIEWPORTS.phone });
    page = await context.newPage();
    await page.goto(`${server.url}/`);
    // The first visit installs the service worker; from the next load on it answers.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  });
  after(async () => {
    await browser?.close();
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

  test('a page never seen says so offline, and Try again loads it once back online', async () => {
    await context.setOffline(true);
    await page.goto(`${server.url}/category/thyroid`);
    await page.getByText('The tests could not be loaded.').waitFor();
    await page.getByText('This page needs a connection. It will open once you are back online.').waitFor();
    await screenshot(page, 'catalogue-offline-never-seen-phone');
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('list', { name: 'Tests' }).getByRole('listitem').first().waitFor();
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
