import assert from 'node:assert/strict';
import { test, type Page } from '@playwright/test';
import { signInFromHeader } from '../account-area/steps';
import { EACH_SIZE, PHONE_ONLY, VIEWPORTS, newPageAt, projectScreen, screenshot } from '../support/browser';
import { createCustomer } from '../support/customer-fixtures';
import { useJourneyServices } from '../support/journey';

// spec/02 2.6, 2.11, 8: a visitor finds the test centers nearest a zip (the
// nearest first, with miles, numbered markers and a selection that
// follows the keyboard); a mistyped or unknown zip is told; a signed-in
// customer's profile zip is searched at once; the cart's Nearest Approved
// Test Center card finds one and leads to the finder. The tile server named
// in the settings answers nothing, as with no network: the markers and the
// list must show all the same.

const UNREACHABLE_TILES = {
  MAP_TILES_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
  MAP_TILES_ATTRIBUTION: '© Example tiles',
  MAP_SATELLITE_TILES_URL: 'http://127.0.0.1:9/satellite/{z}/{y}/{x}.jpg',
};

/** The three nearest seeded centers to 46204 (apps/api/src/testcenters/testcenters.routes.test.ts). */
const NEAREST = ['Indianapolis Patient Service Center', 'Indianapolis Diagnostic Lab Center', 'Indianapolis Lab Draw Center'] as const;

/** The finder's zip form (the header has a search form of its own). */
const zipForm = (page: Page) => page.getByRole('search', { name: 'Test center search' }).first();
const zipField = (page: Page) => zipForm(page).getByRole('textbox', { name: 'Zip code' });

async function searchZip(page: Page, zip: string): Promise<void> {
  await zipField(page).fill(zip);
  await zipForm(page).getByRole('button', { name: 'Search', exact: true }).click();
}

/** The name toggles of the centers found in the list, in the order shown (the map's markers are buttons too, but not <button>s). */
const centerButtons = (page: Page) => page.getByRole('region', { name: /test centers near/ }).locator('button[aria-pressed]');

const markers = (page: Page) => page.getByTestId('test-centers-map').locator('.leaflet-marker-icon');

test.describe('test centers', () => {
  const services = useJourneyServices(UNREACHABLE_TILES);

  test(`the centers nearest 46204, nearest first, on the list and the map`, EACH_SIZE, async () => {
    const { size, viewport } = projectScreen();
    const page = await newPageAt(services.browser, viewport, `${services.server.url}/`);
    await page.getByRole('link', { name: 'testing centers', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Test Centers' }).waitFor();
    assert.deepEqual((await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem').allInnerTexts()).map((text) => text.trim()), ['Home', 'Test Centers']);
    assert.equal(await zipField(page).getAttribute('inputmode'), 'numeric');

    await searchZip(page, '46204');
    await page.waitForURL(/\/testcenters\?zip=46204$/);
    await page.getByRole('heading', { level: 2, name: '20 test centers near 46204' }).waitFor();
    const names = (await centerButtons(page).allInnerTexts()).map((text) => text.trim());
    assert.deepEqual(names.slice(0, 3), NEAREST);
    assert.equal(await centerButtons(page).first().getAttribute('aria-pressed'), 'true', 'the first center is selected');

    if (size === 'desktop') {
      const table = page.getByRole('table');
      assert.deepEqual(
        (await table.getByRole('columnheader').allInnerTexts()).map((text) => text.trim()),
        ['#', 'Test center', 'Address', 'Range', 'Phone', 'Hours', 'Map'],
      );
      const firstRow = table.getByRole('row').nth(1);
      assert.match(await firstRow.innerText(), /1\.2 miles/);
      assert.match(await firstRow.innerText(), /9254 Lake Shore Dr, Unit 4, Indianapolis, IN 46247/);
      assert.match(await firstRow.innerText(), /Mon–Fri: 7:30 AM – 4:00 PM\s+Sat: 7:00 AM – 11:00 AM/);
      assert.match(await table.getByRole('row').nth(3).innerText(), /3\.4 miles/);
    } else {
      assert.equal(await page.getByRole('table').count(), 0, 'cards, not a table, on a phone');
      const firstCard = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: NEAREST[0] }) });
      assert.match(await firstCard.innerText(), /1\.2 miles/);
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), viewport.width, 'nothing wider than the screen');
    }
    const directions = page.getByRole('link', { name: `Directions to ${NEAREST[0]} (opens a map in a new tab)` });
    assert.match((await directions.getAttribute('href')) ?? '', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=9254%20Lake%20Shore%20Dr/);

    // One numbered marker a center; the selected one is said so. No tile loads, yet they all show.
    await markers(page).first().waitFor();
    assert.equal(await markers(page).count(), 20);
    await page.getByText('The map background is unavailable; the markers still show where each center is.').waitFor();
    // The configured tiles were asked for, by Leaflet and through the page's policy, and failed.
    assert.match((await page.getByTestId('test-centers-map').locator('img.leaflet-tile').first().getAttribute('src')) ?? '', /^http:\/\/127\.0\.0\.1:9\/\d+\/\d+\/\d+\.png$/);
    const policy = (await page.request.get(`${services.server.url}/testcenters`)).headers()['content-security-policy'] ?? '';
    assert.match(policy, /img-src 'self' data: http:\/\/127\.0\.0\.1:9;/);
    const selectedMarker = page.getByTestId('test-centers-map').locator('.leaflet-marker-icon[aria-pressed="true"]');
    assert.equal(await selectedMarker.innerText(), '1');
    assert.equal(await selectedMarker.getAttribute('aria-label'), `1. ${NEAREST[0]}`, 'named by its number first, as it shows');
    // Map and Satellite, both configured (test-centers-map.e2e.ts follows the switch and the markers' places).
    await page.getByRole('group', { name: 'Map view' }).getByRole('radio', { name: 'Satellite' }).waitFor();

    // The keyboard moves the selection; the map follows it.
    await centerButtons(page).nth(2).focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('.leaflet-marker-icon[aria-pressed="true"]')?.textContent === '3');
    assert.equal(await centerButtons(page).nth(2).getAttribute('aria-pressed'), 'true');
    assert.equal(await centerButtons(page).first().getAttribute('aria-pressed'), 'false');
    // ...and a marker chosen from the keyboard selects its center in the list.
    await page.getByTestId('test-centers-map').locator('.leaflet-marker-icon', { hasText: /^2$/ }).focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('.leaflet-marker-icon[aria-pressed="true"]')?.textContent === '2');
    assert.equal(await centerButtons(page).nth(1).getAttribute('aria-pressed'), 'true');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), '2', 'the chosen marker keeps the focus');
    await screenshot(page, `testcenters-46204-${size}`);
    await page.close();
  });

  test('a zip that is not 5 digits, pasted text, and a zip with nothing near it', PHONE_ONLY, async () => {
    const page = await newPageAt(services.browser, VIEWPORTS.phone, `${services.server.url}/testcenters`);
    let searched = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/labsite/')) searched += 1;
    });
    await searchZip(page, '4620');
    await page.getByText('Zip must be 5 digits.').waitFor();
    assert.equal(await zipField(page).getAttribute('aria-invalid'), 'true');
    assert.equal(searched, 0, 'nothing is asked of the server');

    // Typed or pasted, only the digits stay.
    await zipField(page).fill('zip: 46204-1234');
    assert.equal(await zipField(page).inputValue(), '46204');
    assert.equal(await page.getByText('Zip must be 5 digits.').count(), 0, 'the message goes once the zip changes');

    await searchZip(page, '99999');
    await page.waitForURL(/\?zip=99999$/);
    await page.getByRole('status').filter({ hasText: 'Nothing found. Try another Zip.' }).first().waitFor();
    // Said inline and in the notification bar.
    assert.ok((await page.getByText('Nothing found. Try another Zip.').count()) >= 2);
    assert.equal(await markers(page).count(), 0);
    await zipField(page).waitFor();
    await screenshot(page, 'testcenters-nothing-found-phone');
    await page.close();
  });

  test("a signed-in customer's profile zip is searched at once", async () => {
    const customer = await createCustomer(services.server.url, services.mail, { zip: '46204', state: 'IN' });
    const page = await newPageAt(services.browser, VIEWPORTS.desktop, `${services.server.url}/`);
    await signInFromHeader(page, customer.email, customer.password);
    await page.goto(`${services.server.url}/testcenters`);
    await page.waitForURL(/\/testcenters\?zip=46204$/);
    await page.getByRole('heading', { level: 2, name: '20 test centers near 46204' }).waitFor();
    assert.equal(await zipField(page).inputValue(), '46204');
    await page.close();
  });

  test("the cart's Nearest Approved Test Center card finds one and leads to the finder", async () => {
    const page = await newPageAt(services.browser, VIEWPORTS.desktop, `${services.server.url}/product/uric-acid`);
    await page.getByRole('button', { name: 'Add to Cart: Uric Acid' }).click();
    await page.getByText('Uric Acid has been added to your cart.').waitFor();
    await page.goto(`${services.server.url}/cart`);
    const card = page.getByRole('region', { name: 'Nearest Approved Test Center' });
    await card.getByText('Enter your zip code to find the nearest test center.').waitFor();
    await card.getByRole('textbox', { name: 'Zip code' }).fill('46204');
    await card.getByRole('button', { name: 'Search', exact: true }).click();
    await card.getByText(NEAREST[0]).waitFor();
    const text = await card.innerText();
    for (const part of ['1.2 miles', '9254 Lake Shore Dr, Unit 4, Indianapolis, IN 46247', '(317) 555-0154', 'Mon–Fri: 7:30 AM – 4:00 PM', 'Nearest to zip 46204']) {
      assert.ok(text.includes(part), `the card shows ${part}`);
    }
    await card.getByRole('link', { name: `Directions to ${NEAREST[0]} (opens a map in a new tab)` }).waitFor();
    await screenshot(page, 'cart-nearest-test-center-desktop');

    // From the header's cart panel, See More Test Centers closes the panel on its way.
    await page.getByRole('button', { name: 'CART (1)' }).click();
    const panel = page.getByRole('dialog', { name: 'Your cart' });
    const panelCard = panel.getByRole('region', { name: 'Nearest Approved Test Center' });
    await panelCard.getByText(NEAREST[0]).waitFor();
    await panelCard.getByRole('link', { name: 'See More Test Centers' }).click();
    await page.waitForURL(/\/testcenters\?zip=46204$/);
    await panel.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 2, name: '20 test centers near 46204' }).waitFor();
    await page.close();
  });
});
