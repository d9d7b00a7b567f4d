import assert from 'node:assert/strict';
import { test, type Page } from '@playwright/test';
import { accessibilityViolations, describeViolations } from '../support/accessibility';
import { VIEWPORTS, newPageAt, screenshot } from '../support/browser';
import { CUSTOMER_PASSWORD, createCustomer } from '../support/customer-fixtures';
import { useJourneyServices } from '../support/journey';

// Issue 16 defect 8: the smaller things a new customer ran into on a first
// visit, each as the customer meets it, at the size they met it.

const PRODUCT = { slug: 'comprehensive-health-package', name: 'Comprehensive Health Package' };

test.describe('a first visit, in detail', () => {
  const services = useJourneyServices();
  const open = (viewport: { width: number; height: number }, path: string): Promise<Page> => newPageAt(services.browser, viewport, `${services.server.url}${path}`);

  test('catalogue at 1280 px: each row keeps room between its price and Add to Cart', async () => {
    const page = await open(VIEWPORTS.desktop, '/all');
    const rows = page.getByRole('list', { name: 'Tests' }).getByRole('listitem');
    await rows.first().getByRole('button', { name: /^Add to Cart/ }).waitFor();
    for (const row of (await rows.all()).slice(0, 10)) {
      // Our price is the last amount of the row's prices ("Our price $69.00").
      const price = await row.getByText(/\$[\d,]+\.\d{2}$/).last().boundingBox();
      const button = await row.getByRole('button', { name: /^Add to Cart/ }).boundingBox();
      assert.ok(price && button);
      const sameLine = price.y < button.y + button.height && button.y < price.y + price.height;
      if (sameLine) assert.ok(button.x - (price.x + price.width) >= 12, `${price.x + price.width} to ${button.x}: the price touches Add to Cart`);
    }
    await screenshot(page, 'details-list-rows-desktop');
  });

  test('product page on a phone: the breadcrumb wraps without a lone "/", and the picture fills its frame', async () => {
    const page = await open(VIEWPORTS.phone, `/product/${PRODUCT.slug}`);
    await page.getByRole('heading', { level: 1, name: PRODUCT.name }).waitFor();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
    // A crumb that starts a line starts with its own words, not with a separator.
    const lineStarts = await crumbs.evaluateAll((items) => {
      const left = Math.min(...items.map((item) => item.getBoundingClientRect().left));
      return items.map((item) => {
        const range = document.createRange();
        range.selectNodeContents(item);
        const text = Array.from(range.getClientRects()).find((rect) => rect.width > 0);
        const box = item.getBoundingClientRect();
        return { text: item.textContent, startsLine: Math.abs(box.left - left) < 1, textLeft: text ? text.left - box.left : 0 };
      });
    });
    assert.ok(lineStarts.filter((crumb) => crumb.startsLine).length > 1, 'the breadcrumb wraps at 375 px');
    for (const crumb of lineStarts.filter((entry) => entry.startsLine)) assert.ok(crumb.textLeft < 1, `"${crumb.text}" starts its line after a separator`);

    const image = page.getByRole('main').locator('img').first();
    await image.evaluate((img: HTMLImageElement) => img.decode());
    const fit = await image.evaluate((img: HTMLImageElement) => ({
      natural: img.naturalWidth / img.naturalHeight,
      box: img.clientWidth / img.clientHeight,
      objectFit: getComputedStyle(img).objectFit,
    }));
    assert.ok(fit.objectFit === 'cover' || Math.abs(fit.natural - fit.box) < 0.02, `a ${fit.natural.toFixed(2)} picture in a ${fit.box.toFixed(2)} frame is letterboxed`);
    assert.ok(Math.abs(fit.natural - fit.box) < 0.02, 'the frame has the catalogue pictures\' shape');
    await screenshot(page, 'details-product-phone');
  });

  test('header: Health Topics opens on its overview and topics; a search page opened directly shows its term', async () => {
    const page = await open(VIEWPORTS.desktop, '/');
    await page.getByRole('button', { name: 'Health Topics' }).click();
    const links = await page.getByRole('navigation', { name: 'Main' }).getByRole('list').locator('ul:not([hidden]) a').allInnerTexts();
    assert.ok(links.length > 1);
    assert.equal(links[0], 'Health Topics overview');
    assert.ok(!links.includes('Health Topics'), `the dropdown repeats its name: ${links.join(', ')}`);
    await screenshot(page, 'details-health-topics-desktop');

    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
      const results = await open(viewport, '/search/vitamin');
      await results.getByRole('heading', { level: 1 }).waitFor();
      assert.equal(await results.getByRole('banner').getByRole('searchbox').inputValue(), 'vitamin');
    }
  });

  test('a reset password on a phone says to find Login in the menu', async () => {
    const { url } = services.server;
    const customer = await createCustomer(url, services.mail);
    const asked = await fetch(`${url}/api/account/pasword/reset`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: customer.email }) });
    assert.equal(asked.status, 200);
    const link = await services.mail.waitFor(customer.email, /(\/ResetPassword\?[^\s"'<>]+)/);
    const page = await open(VIEWPORTS.phone, link.replace(/&amp;/g, '&'));
    const reset = page.getByRole('dialog', { name: 'Reset Password' });
    await reset.getByLabel('New Password').fill(`${CUSTOMER_PASSWORD}9`);
    await reset.getByLabel('Repeat Password').fill(`${CUSTOMER_PASSWORD}9`);
    await reset.getByRole('button', { name: 'SAVE' }).click();
    await page.getByText('Please open the menu at the top left and choose Login to sign in with your new password.').waitFor();
    assert.equal(await page.getByText('at the top right').count(), 0);
    await screenshot(page, 'details-reset-done-phone');
  });

  test('cart: a product whose picture cannot be had shows the placeholder, not a broken image', async () => {
    const page = await open(VIEWPORTS.phone, `/product/${PRODUCT.slug}`);
    await page.getByRole('button', { name: `Add to Cart: ${PRODUCT.name}` }).click();
    await page.getByText(`${PRODUCT.name} has been added to your cart.`).waitFor();
    // As offline for a product never seen: the picture cannot be fetched.
    await page.context().route('**/api/image/**', (route) => route.abort('internetdisconnected'));
    await page.goto(`${services.server.url}/cart`);
    const row = page.getByRole('table', { name: 'Tests in your cart' }).getByRole('row').filter({ hasText: PRODUCT.name });
    await row.waitFor();
    await page.waitForTimeout(500);
    const broken = await row.locator('img').evaluateAll((images) => images.filter((img) => !(img as HTMLImageElement).complete || (img as HTMLImageElement).naturalWidth === 0).length);
    assert.equal(broken, 0, 'a broken image shows in the cart');
    await screenshot(page, 'details-cart-placeholder-phone');
    await page.context().unroute('**/api/image/**');
  });

  test('home and blog: a reviews section with its reviews, and trending without the latest article', async () => {
    const page = await open(VIEWPORTS.desktop, '/');
    const reviews = page.getByRole('region', { name: 'Customer reviews' });
    await reviews.getByRole('listitem').first().waitFor();
    assert.equal(await reviews.getByRole('listitem').count(), 4);
    await reviews.getByText('These are sample reviews.', { exact: false }).waitFor();
    await reviews.getByRole('img', { name: '5 out of 5 stars' }).first().waitFor();
    await reviews.scrollIntoViewIfNeeded();
    const violations = await accessibilityViolations(page);
    assert.deepEqual(violations, [], describeViolations(violations));
    await screenshot(page, 'details-home-reviews-desktop');

    await page.goto(`${services.server.url}/blog`);
    const latest = page.getByRole('region', { name: 'Latest article' }).getByRole('heading', { level: 3 });
    const latestTitle = await latest.innerText();
    const trending = page.getByRole('region', { name: 'Trending this month' });
    // The seed's only article of the last 30 days is the latest one: trending has nothing else to show.
    await trending.getByRole('heading', { level: 3 }).first().or(trending.getByText('No new articles this month yet.')).waitFor();
    const trendingTitles = await trending.getByRole('heading', { level: 3 }).allInnerTexts();
    assert.ok(!trendingTitles.includes(latestTitle), `trending repeats the latest article "${latestTitle}"`);
  });
});
