import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import { VIEWPORTS, screenshot } from '../support/browser';
import { useJourneyServices } from '../support/journey';
import { createCustomer, statusOf } from '../support/customer-fixtures';
import { completeLoginDialog, isSignedIn } from './steps';

// issue 3: idle logout (spec/01 2.5, 4) with the server's timers shortened
// through its own settings: the warning after 3 s, a 4 s countdown, a
// keep-alive ping every second.
test.describe('idle logout', () => {

  const services = useJourneyServices({ IDLE_WARNING_SECONDS: '3', IDLE_COUNTDOWN_SECONDS: '4', KEEP_ALIVE_SECONDS: '1' });

  test('the warning counts down in mm:ss, Stay keeps the session, and at zero the user is signed out and sent home', async () => {
    const customer = await createCustomer(services.server.url, services.mail);
    const page = await services.browser.newPage({ viewport: VIEWPORTS.desktop });
    let pings = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/account/userInfo')) pings += 1;
    });
    await page.goto(`${services.server.url}/account`);
    // Nothing is tracked while signed out.
    await page.waitForTimeout(4000);
    assert.equal(await page.getByRole('dialog', { name: 'Are you still there?' }).count(), 0);
    await completeLoginDialog(page, customer.email, customer.password);

    const warning = page.getByRole('dialog', { name: 'Are you still there?' });
    await warning.waitFor({ timeout: 10_000 });
    const timer = warning.getByRole('timer');
    const shown = (await timer.textContent()) ?? '';
    assert.match(shown, /^00:0[1-4]$/);
    // It ticks every second.
    await page.waitForFunction(
      (before) => {
        const now = document.querySelector('[role="timer"]')?.textContent ?? before;
        return now !== before;
      },
      shown,
      { timeout: 2500 },
    );
    assert.match((await timer.textContent()) ?? '', /^00:0[0-3]$/);
    await screenshot(page, 'idle-warning-desktop');
    assert.ok(pings >= 1, `keep-alive pings while active: ${pings}`);

    // Stay cancels the countdown: still signed in, the warning comes back only after another idle spell.
    await warning.getByRole('button', { name: 'Stay' }).click();
    await warning.waitFor({ state: 'hidden' });
    assert.ok(await isSignedIn(page));
    const stayedAt = Date.now();

    const token = await page.evaluate(() => (JSON.parse(sessionStorage.getItem('auth') ?? '{}') as { access_token?: string }).access_token ?? '');
    // Sign-out loads a fresh page (nothing of the session stays in memory); a
    // mark on this document tells the old page from the new one.
    await page.evaluate(() => document.documentElement.setAttribute('data-before-sign-out', ''));
    await page.setViewportSize(VIEWPORTS.phone);
    await warning.waitFor({ timeout: 10_000 });
    assert.ok(Date.now() - stayedAt >= 2500, 'the warning waits for the idle time again');
    await screenshot(page, 'idle-warning-phone');

    // Left alone, the countdown ends the session: home, signed out, no dialog left open.
    await page.waitForFunction(
      () => sessionStorage.getItem('auth') === null && location.pathname === '/' && document.readyState === 'complete' && !document.documentElement.hasAttribute('data-before-sign-out'),
      undefined,
      { timeout: 10_000 },
    );
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    assert.equal(await page.getByRole('dialog').count(), 0);
    assert.equal(await isSignedIn(page), false);
    // The server ended the session too: the old token is refused.
    assert.equal(await statusOf(services.server.url, '/api/account/userInfo', token), 401);
    await page.close();
  });
});
