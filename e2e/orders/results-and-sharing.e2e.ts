import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { ORDER_STATUS, SHARING_MESSAGES } from '@labstore/domain';
import { pdfText } from '../../apps/api/src/results/pdf-reading.test-support';
import { completeLoginDialog } from '../account-area/steps';
import { VIEWPORTS, screenshot } from '../support/browser';
import { createCustomer, uniqueEmail } from '../support/customer-fixtures';
import { useJourneyServices } from '../support/journey';
import { orderPanel, payForTest, readOrder, SHARE_LINK, shareResults, waitForStatus } from './steps';

// Issue 17: results are the customer's own data. Two lipid panels ordered a
// while apart (the sandbox partner sped up to seconds) give values, flags and
// a trend, a FHIR file for any health app, and results shared by a link that
// opens once, or is revoked before anyone opens it.

const TEST_SLUG = 'lipid-panel';
test.describe('results and sharing', () => {
  const services = useJourneyServices({ PARTNER_SANDBOX_APPROVAL_SECONDS: '1', PARTNER_SANDBOX_RESULTS_SECONDS: '2' });

  test('results with values, flags and a trend, a FHIR download, and a single-use share link; another revoked before use', async () => {
    const { url } = services.server;
    const customer = await createCustomer(url, services.mail);
    const first = await payForTest(url, customer, TEST_SLUG);
    await waitForStatus(url, first, customer.accessToken, ORDER_STATUS.Completed);
    const second = await payForTest(url, customer, TEST_SLUG);
    await waitForStatus(url, second, customer.accessToken, ORDER_STATUS.Completed);
    const { number } = await readOrder(url, second, customer.accessToken);

    const context = await services.browser.newContext({ viewport: VIEWPORTS.desktop, acceptDownloads: true });
    const page = await context.newPage();
    // The account area asks a signed-out visitor to log in first.
    await page.goto(`${url}/orderHistory`);
    await completeLoginDialog(page, customer.email, customer.password);
    const { toggle, panel } = await orderPanel(page, number);
    assert.equal(await toggle.getAttribute('aria-expanded'), 'true', 'the newest order is open');
    await expect(panel.getByRole('button', { name: 'Requisition', exact: true })).toBeDisabled();
    await screenshot(page, 'order-history-results-desktop');

    // The results screen: each analyte's value, range and flag in words, and a trend over the two orders.
    await panel.getByRole('link', { name: 'View results' }).click();
    await page.getByRole('heading', { level: 1, name: `Results for Order ${number}` }).waitFor();
    await page.getByText('Cholesterol, total').first().waitFor();
    const flags = await page.getByText(/^(Low|High|Normal|Critical|Critical low|Critical high)$/).count();
    assert.ok(flags >= 4, 'every analyte says its flag in words');
    await page.getByRole('img', { name: /is (below|within|above) the reference range of/ }).first().waitFor();
    const trend = page.getByRole('button', { name: 'Show as table' }).first();
    await trend.click();
    await page.getByRole('table').filter({ hasText: String(number) }).first().waitFor();
    await screenshot(page, 'results-desktop');
    await page.setViewportSize(VIEWPORTS.phone);
    // The charts shrink with the screen: nothing wider than the phone.
    await page.waitForFunction((width) => document.documentElement.scrollWidth <= width, VIEWPORTS.phone.width);
    await screenshot(page, 'results-phone');
    await page.setViewportSize(VIEWPORTS.desktop);
    // In Spanish too, the flags in words.
    await page.getByRole('banner').getByRole('button', { name: 'Cambiar el idioma a español' }).click();
    await page.getByRole('heading', { level: 1, name: `Resultados del pedido ${number}` }).waitFor();
    await page.getByText(/^(Bajo|Alto|Normal|Crítico)$/).first().waitFor();
    await screenshot(page, 'results-es-desktop');
    await page.getByRole('banner').getByRole('button', { name: 'Change the language to English' }).click();
    await page.getByRole('heading', { level: 1, name: `Results for Order ${number}` }).waitFor();

    // The FHIR R4 Bundle, for any health app.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download (FHIR)' }).click()]);
    assert.equal(download.suggestedFilename(), `results-${number}.fhir.json`);
    const bundle = JSON.parse(readFileSync(await download.path(), 'utf8')) as { resourceType: string; entry: Array<{ resource: { resourceType: string; code?: { coding?: Array<{ system: string }> } } }> };
    assert.equal(bundle.resourceType, 'Bundle');
    const observations = bundle.entry.filter((entry) => entry.resource.resourceType === 'Observation');
    assert.ok(observations.length >= 4);
    assert.ok(observations.every((entry) => entry.resource.code?.coding?.some((coding) => coding.system === 'http://loinc.org')));

    // Share the results: the recipient's link opens once.
    await page.getByRole('link', { name: 'Back to Order History' }).click();
    const { panel: history } = await orderPanel(page, number);
    const recipient = uniqueEmail('doctor');
    await shareResults(page, history, recipient, number);
    const link = await services.mail.waitFor(recipient, SHARE_LINK);
    const stranger = await services.browser.newContext({ viewport: VIEWPORTS.phone, acceptDownloads: true });
    const opened = await stranger.newPage();
    await opened.goto(`${url}${link}`);
    await opened.getByRole('heading', { name: 'Your document is ready' }).waitFor();
    assert.equal(new URL(opened.url()).hash, '', 'the token leaves the address bar at once');
    await screenshot(opened, 'shared-document-phone');
    const [shared] = await Promise.all([opened.waitForEvent('download'), opened.getByRole('button', { name: 'Download PDF' }).click()]);
    const sharedText = await pdfText(new Uint8Array(readFileSync(await shared.path())));
    assert.ok(sharedText.includes(String(number)) && sharedText.includes('Cholesterol, total'), 'the shared PDF is the results of the order');
    const again = await stranger.newPage();
    await again.goto(`${url}${link}`);
    await again.getByText(SHARING_MESSAGES.linkUsed).waitFor();

    // Another share, revoked before use: its link is refused.
    const other = uniqueEmail('friend');
    await shareResults(page, history, other, number);
    const revokedLink = await services.mail.waitFor(other, SHARE_LINK);
    await page.getByRole('button', { name: `Revoke the link sent to ${other}` }).click();
    await page.getByRole('dialog', { name: 'Revoke this link?' }).getByRole('button', { name: 'Yes' }).click();
    await page.getByText(`The link sent to ${other} was revoked.`).waitFor();
    await page.getByRole('row').filter({ hasText: other }).getByText('Revoked').waitFor();
    await page.getByRole('row').filter({ hasText: recipient }).getByText('Opened').waitFor();
    await screenshot(page, 'share-history-desktop');
    const late = await stranger.newPage();
    await late.goto(`${url}${revokedLink}`);
    await late.getByText(SHARING_MESSAGES.linkRevoked).waitFor();
    await stranger.close();

    // The service worker keeps public reads for the test center; none of the customer's orders, results or documents.
    // The worker installs in the background: once it is active, the reloaded page goes through it.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await orderPanel(page, number);
    // The worker writes its cache after it has answered the page: wait for the first public read to land.
    const cachedPaths = () =>
      page.evaluate(async () => {
        const urls: string[] = [];
        for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
        return urls;
      });
    let cached = await cachedPaths();
    for (let tries = 0; tries < 60 && !cached.some((path) => path.startsWith('/api/')); tries += 1) {
      await page.waitForTimeout(250);
      cached = await cachedPaths();
    }
    assert.ok(cached.some((path) => path.startsWith('/api/')), 'the service worker keeps public reads');
    const personal = cached.filter((path) => /^\/api\/(?:order|taxonomy\/order|profile|address|shared|payment)/.test(path));
    assert.deepEqual(personal, [], 'nothing personal in the service worker caches');
    await context.close();
  });
});
