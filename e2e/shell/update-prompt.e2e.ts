import assert from 'node:assert/strict';
import { test, type Browser, type Page } from '@playwright/test';
import { VIEWPORTS, closeContexts, screenshot } from '../support/browser';
import { BUILT_WEB_APP, makeNextBuild, startRedeployableAppServer, type NextBuild, type RedeployableServer } from '../support/deploy';

// Issue 10, DESIGN.md Offline: after a deploy a visitor is told "a new
// version is available" and Reload puts the new build on screen; the
// service worker never keeps serving the old shell once they have agreed.
// The deploy: the server restarts on the same address serving the next
// release (support/deploy.ts: a new module, so a new index.html and sw.js).

const PROMPT = 'A new version of labstore is available.';
// register-service-worker.ts checks for a new sw.js this often in a tab left open.
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

test.describe('a new version after a deploy', () => {
  let server: RedeployableServer;
  let browser: Browser;
  let next: NextBuild;

  test.beforeAll(async ({ browser: workerBrowser }) => {
    next = makeNextBuild(BUILT_WEB_APP, 'next');
    server = await startRedeployableAppServer(BUILT_WEB_APP);
    browser = workerBrowser;
  });
  test.afterAll(async () => {
    await closeContexts(browser);
    await server?.stop();
    next?.remove();
  });

  const scripts = (page: Page) => page.evaluate(() => Array.from(document.scripts, (script) => new URL(script.src, location.href).pathname));
  const release = (page: Page) => page.evaluate(() => document.documentElement.dataset.release ?? null);
  const prompt = (page: Page) => page.getByRole('status').filter({ hasText: PROMPT });

  /** The page as the new build shows it: its module ran, and nothing offers an update any more. */
  async function assertRunsNextBuild(page: Page): Promise<void> {
    await page.waitForFunction((expected) => document.documentElement.dataset.release === expected, next.release);
    assert.ok((await scripts(page)).includes(next.newScript), 'the new release module is in the page');
    await page.getByRole('banner').getByRole('link', { name: 'labstore home' }).waitFor();
    assert.equal(await page.getByText(PROMPT).count(), 0, 'no prompt on the new build');
    const controller = await page.evaluate(() => navigator.serviceWorker.controller?.state ?? null);
    assert.equal(controller, 'activated', 'the new build is served by the active worker');
  }

  test('a tab left open hears of the deploy within the hour; Reload, from the keyboard, loads the new build', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    // The hour between checks passes on the page's clock; the network runs in real time.
    await page.clock.install();
    await page.goto(`${server.url}/`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The next load is the service worker's: the page is controlled from then on.
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    assert.equal(await release(page), null);
    const oldScripts = await scripts(page);
    assert.ok(!oldScripts.includes(next.newScript));

    await server.deploy(next.distDir);
    // No navigation: without the periodic check this tab would keep the old build for good.
    await page.clock.runFor(UPDATE_CHECK_INTERVAL_MS);
    await prompt(page).waitFor();
    assert.deepEqual(await scripts(page), oldScripts, 'the old build runs until the visitor agrees');
    await screenshot(page, 'update-prompt-phone');

    // Keyboard: the bar is the last thing on the page, so Shift+Tab from the
    // top reaches its Reload button in a few steps.
    let reachedIn = 0;
    for (let step = 1; step <= 5 && reachedIn === 0; step++) {
      await page.keyboard.press('Shift+Tab');
      if (await prompt(page).getByRole('button', { name: 'Reload' }).evaluate((button) => button === document.activeElement)) reachedIn = step;
    }
    assert.ok(reachedIn > 0, 'Reload is reachable with the keyboard');
    const reloaded = page.waitForEvent('load');
    await page.keyboard.press('Enter');
    await reloaded;
    await assertRunsNextBuild(page);
    await context.close();
  });

  test('the visit that installed the service worker, which it does not control, reloads onto the new build too', async () => {
    await server.deploy(BUILT_WEB_APP);
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const first = await context.newPage();
    await first.goto(`${server.url}/`);
    await first.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The regression: this page has no controller, so workbox's 'controlling'
    // event, on which the plugin reloads, never comes to it.
    assert.equal(await first.evaluate(() => navigator.serviceWorker.controller), null);
    // Installing the first worker is no new version.
    assert.equal(await first.getByText(PROMPT).count(), 0);

    await server.deploy(next.distDir);
    // A second tab's navigation finds the new sw.js; as that tab is controlled by the old worker, the new one waits.
    const second = await context.newPage();
    await second.goto(`${server.url}/faq`);
    await second.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await prompt(first).waitFor();
    await screenshot(first, 'update-prompt-desktop');

    const firstReloaded = first.waitForEvent('load');
    // The other tab runs the old build too; the new worker taking it over reloads it.
    const secondReloaded = second.waitForEvent('load');
    await prompt(first).getByRole('button', { name: 'Reload' }).click();
    await firstReloaded;
    await assertRunsNextBuild(first);
    await secondReloaded;
    await assertRunsNextBuild(second);
    await context.close();
  });
});
