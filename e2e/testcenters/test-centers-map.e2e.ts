import assert from 'node:assert/strict';
import { test, type Locator, type Page } from '@playwright/test';
import { testCenterListResponseSchema, type TestCenter } from '@labstore/domain';
import { accessibilityViolations, describeViolations } from '../support/accessibility';
import { EACH_SIZE, newPageAt, projectScreen, screenshot } from '../support/browser';
import { useStorefrontServices } from '../support/journey';

// spec/02 2.11 and issue 16: the map of the centers found. For 46204 the
// selected "1" was drawn on #6, #2 (at #1's address) elsewhere, a chosen #4
// moved next to #6, and #11, #13 and #16 started outside the view; the Map
// and Satellite switch was missing, and with no tile URL set the map had no
// background. Here the app runs with its default settings: the tiles of The
// National Map, which this machine cannot reach, are answered by the test
// (page.route, after the page's Content-Security-Policy has let them go).

const TILE_HOST = 'https://basemap.nationalmap.gov/';
/** Two plain 8 px tiles, told apart by colour: pale for the Map view, dark for Satellite. */
const STREET_TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR42mN48eEJVsQwtCQAYcSvAaFIVpAAAAAASUVORK5CYII=', 'base64');
const SATELLITE_TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR42mOw9rLCihiGlgQAqRYvwYHfJyAAAAAASUVORK5CYII=', 'base64');

/** The default tiles, answered here; the addresses asked for, in order. */
async function serveDefaultTiles(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route(`${TILE_HOST}**`, async (route) => {
    asked.push(route.request().url());
    const satellite = route.request().url().includes('/USGSImageryOnly/');
    await route.fulfill({ status: 200, contentType: 'image/png', body: satellite ? SATELLITE_TILE : STREET_TILE });
  });
  return asked;
}

interface Box {
  x: number;
  y: number;
}

/** The middle of each marker's box on the page (scrolling aside), in the markers' order. */
async function markerMiddles(markers: Locator): Promise<Box[]> {
  return markers.evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return { x: window.scrollX + box.x + box.width / 2, y: window.scrollY + box.y + box.height / 2 };
    }),
  );
}

/** Web Mercator at zoom 0, in pixels of a 256-pixel world: where the tiles draw a latitude and longitude. */
function mercator({ latitude, longtitude }: TestCenter): Box {
  const phi = (latitude * Math.PI) / 180;
  return { x: ((longtitude + 180) / 360) * 256, y: ((1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2) * 256 };
}

const pointKey = (center: TestCenter) => `${center.latitude},${center.longtitude}`;

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * Each center's point on the screen as its markers show it: a marker's
 * middle, or for centers sharing a point, the middle of their row of badges.
 * Every one must lie, to a pixel and a half (Leaflet draws on whole pixels),
 * where one scale and one origin (the map's zoom and position, fitted to them
 * all by least squares) put its coordinates.
 */
function assertEachAtItsCoordinates(centers: readonly TestCenter[], middles: readonly Box[], what: string): void {
  const groups = new Map<string, number[]>();
  centers.forEach((center, index) => groups.set(pointKey(center), [...(groups.get(pointKey(center)) ?? []), index]));
  const shown = centers.map((center) => {
    const members = (groups.get(pointKey(center)) ?? []).map((index) => middles[index] as Box);
    return { x: mean(members.map((box) => box.x)), y: mean(members.map((box) => box.y)) };
  });
  const points = centers.map(mercator);
  const shownMiddle = { x: mean(shown.map((box) => box.x)), y: mean(shown.map((box) => box.y)) };
  const pointMiddle = { x: mean(points.map((box) => box.x)), y: mean(points.map((box) => box.y)) };
  let along = 0;
  let squared = 0;
  points.forEach((point, index) => {
    const drawn = shown[index] as Box;
    along += (point.x - pointMiddle.x) * (drawn.x - shownMiddle.x) + (point.y - pointMiddle.y) * (drawn.y - shownMiddle.y);
    squared += (point.x - pointMiddle.x) ** 2 + (point.y - pointMiddle.y) ** 2;
  });
  const scale = along / squared;
  for (const [index, point] of points.entries()) {
    const expected = { x: shownMiddle.x + (point.x - pointMiddle.x) * scale, y: shownMiddle.y + (point.y - pointMiddle.y) * scale };
    const drawn = shown[index] as Box;
    assert.ok(Math.hypot(expected.x - drawn.x, expected.y - drawn.y) <= 1.5, `${what}: #${index + 1} at its coordinates (expected ${JSON.stringify(expected)}, drawn ${JSON.stringify(drawn)})`);
  }
}

const zipForm = (page: Page) => page.getByRole('search', { name: 'Test center search' }).first();
const mapRegion = (page: Page) => page.getByRole('region', { name: 'Map of the test centers found' });
const markers = (page: Page) => mapRegion(page).locator('.leaflet-marker-icon');
/** The list's name toggles, in the order shown. */
const listButtons = (page: Page) => page.getByRole('region', { name: /test centers near/ }).locator('button[aria-pressed]');

/** The number of the marker on top at the n-th marker's middle (1-based), or `right` pixels right of it. */
async function markerOnTopAt(page: Page, rank: number, right = 0): Promise<string | null> {
  return markers(page)
    .nth(rank - 1)
    .evaluate((element, dx) => {
      // In the middle of the window, clear of the sticky header.
      element.scrollIntoView({ block: 'center' });
      const box = element.getBoundingClientRect();
      return document.elementFromPoint(box.x + box.width / 2 + dx, box.y + box.height / 2)?.closest('.leaflet-marker-icon')?.textContent ?? null;
    }, right);
}

test.describe('test centers map', () => {
  const services = useStorefrontServices();

  test('the centers nearest 46204, each at its place, fitted, the selected on top; Map or Satellite', EACH_SIZE, async () => {
    const { size, viewport } = projectScreen();
    const page = await newPageAt(services.browser, viewport, `${services.server.url}/testcenters`);
    const askedTiles = await serveDefaultTiles(page);
    await zipForm(page).getByRole('textbox', { name: 'Zip code' }).fill('46204');
    await zipForm(page).getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: '20 test centers near 46204' }).waitFor();
    const centers = testCenterListResponseSchema.parse(await (await page.request.get(`${services.server.url}/api/labsite/pwnhealth/46204`)).json()).items;
    await markers(page).nth(19).waitFor();

    // Numbered and named as the list, in its order: the number first, as it shows.
    const names = (await listButtons(page).allInnerTexts()).map((text) => text.trim());
    assert.deepEqual(names, centers.map((center) => center.name));
    assert.deepEqual((await markers(page).allInnerTexts()).map((text) => text.trim()), names.map((_, index) => String(index + 1)));
    assert.deepEqual(await markers(page).evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label'))), names.map((name, index) => `${index + 1}. ${name}`));
    // #1 and #2 share an address: both show, side by side, and both can be chosen.
    assert.equal(pointKey(centers[0] as TestCenter), pointKey(centers[1] as TestCenter));

    const middles = await markerMiddles(markers(page));
    assertEachAtItsCoordinates(centers, middles, 'first shown');
    // Fitted: every marker inside the map (#11, #13 and #16 were not).
    const mapBox = (await mapRegion(page).boundingBox()) as { x: number; y: number; width: number; height: number };
    for (const [index, middle] of middles.entries()) {
      assert.ok(middle.x > mapBox.x && middle.x < mapBox.x + mapBox.width && middle.y > mapBox.y && middle.y < mapBox.y + mapBox.height, `#${index + 1} in the view`);
    }
    assert.ok(Math.abs((middles[1] as Box).x - (middles[0] as Box).x) >= 30, '#1 and #2 do not cover each other');
    assert.equal(await markers(page).first().getAttribute('aria-pressed'), 'true');
    assert.equal(await markerOnTopAt(page, 1), '1');

    // Choosing #4 in the list: it is marked, on top, and where it was, and nothing else moved.
    await listButtons(page).nth(3).click();
    await page.waitForFunction(() => document.querySelector('.leaflet-marker-icon[aria-pressed="true"]')?.textContent === '4');
    const afterChoice = await markerMiddles(markers(page));
    assert.deepEqual(afterChoice, middles, 'the view and the markers stay');
    assertEachAtItsCoordinates(centers, afterChoice, 'after choosing #4');
    assert.equal(await markerOnTopAt(page, 4), '4');
    const badgeColours = await markers(page).evaluateAll((elements) => elements.map((element) => getComputedStyle(element.firstElementChild as Element).backgroundColor));
    assert.notEqual(badgeColours[3], badgeColours[0], 'the selected marker looks different');

    // Zoomed in twice, the centers near Indianapolis part: #1 and #2 stand side by side at their shared address, each clickable.
    for (const _ of [1, 2]) {
      await mapRegion(page).getByRole('button', { name: 'Zoom in' }).click();
      await page.waitForFunction(() => !document.querySelector('.leaflet-zoom-anim'));
    }
    const zoomed = await markerMiddles(markers(page));
    assertEachAtItsCoordinates(centers, zoomed, 'zoomed in');
    assert.ok((zoomed[1] as Box).x - (zoomed[0] as Box).x >= 30 && (zoomed[1] as Box).y === (zoomed[0] as Box).y, '#1 and #2 side by side');
    assert.equal(await markerOnTopAt(page, 1), '1');
    assert.equal(await markerOnTopAt(page, 2), '2');
    await markers(page).nth(1).click();
    await page.waitForFunction(() => document.querySelector('.leaflet-marker-icon[aria-pressed="true"]')?.textContent === '2');
    assert.equal(await listButtons(page).nth(1).getAttribute('aria-pressed'), 'true', 'the list follows the map');

    // The default tiles come through the page's policy, with their credit; no note of a missing background.
    const views = page.getByRole('group', { name: 'Map view' });
    assert.equal(await views.getByRole('radio', { name: 'Map' }).isChecked(), true);
    await page.waitForFunction(() => document.querySelectorAll('img.leaflet-tile-loaded').length > 0);
    // The map, its markers and the switch: no WCAG A/AA violation axe can find.
    const violations = await accessibilityViolations(page);
    assert.equal(violations.length, 0, describeViolations(violations));
    assert.ok(askedTiles.length > 0 && askedTiles.every((url) => url.includes('/USGSTopo/MapServer/tile/')), askedTiles.slice(0, 3).join());
    assert.match(await mapRegion(page).locator('.leaflet-control-attribution').innerText(), /USGS The National Map/);
    assert.equal(await page.getByText('The map background is unavailable; the markers still show where each center is.').count(), 0);
    await screenshot(page, `testcenters-map-${size}`);

    await views.getByText('Satellite', { exact: true }).click();
    assert.equal(await views.getByRole('radio', { name: 'Satellite' }).isChecked(), true);
    await page.waitForFunction(() => Array.from(document.querySelectorAll('img.leaflet-tile-loaded')).some((tile) => tile.getAttribute('src')?.includes('/USGSImageryOnly/')));
    assert.equal(await mapRegion(page).locator('img.leaflet-tile[src*="/USGSTopo/"]').count(), 0, 'the Map tiles are gone');
    assert.match(await mapRegion(page).locator('.leaflet-control-attribution').innerText(), /USDA, USGS The National Map: Orthoimagery/);
    assertEachAtItsCoordinates(centers, await markerMiddles(markers(page)), 'on the satellite view');
    await screenshot(page, `testcenters-map-satellite-${size}`);

    // In Spanish: the switch and the markers' names in Spanish words, the numbers the same.
    await page.addInitScript(() => localStorage.setItem('language', 'es'));
    await page.reload();
    await page.getByRole('heading', { level: 2, name: '20 centros de análisis cerca de 46204' }).waitFor();
    await page.getByRole('group', { name: 'Vista del mapa' }).getByRole('radio', { name: 'Satélite' }).waitFor();
    const spanishMarkers = page.getByTestId('test-centers-map').locator('.leaflet-marker-icon');
    await spanishMarkers.nth(19).waitFor();
    assert.equal(await page.getByTestId('test-centers-map').getAttribute('aria-label'), 'Mapa de los centros de análisis encontrados');
    assert.equal(await spanishMarkers.first().getAttribute('aria-label'), `1. ${names[0]}`);
    await screenshot(page, `testcenters-map-es-${size}`);
    await page.close();
  });
});
