import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import { accessibilityViolations, describeViolations } from '../support/accessibility';
import { useStorefrontServices } from '../support/journey';
import { EACH_SIZE, PHONE_ONLY, VIEWPORTS, newPageAt, projectScreen } from '../support/browser';

// Every storefront screen of issue 4, at both widths, free of WCAG 2.1 A/AA
// violations that axe can detect (contrast, names, landmarks, lists, ARIA).

const SCREENS: { path: string; ready: string }[] = [
  { path: '/', ready: 'h1' },
  { path: '/all', ready: 'ul[aria-label="Tests"] li' },
  { path: '/all/panels?page=2&sort=price', ready: 'ul[aria-label="Tests"] li' },
  { path: '/category/thyroid', ready: 'ul[aria-label="Tests"] li' },
  { path: '/product/advanced-lipid-panel-lpa-apob', ready: 'h1' },
  { path: '/search/lipid', ready: 'ul[aria-label="Tests"] li' },
  { path: '/search/qqqzzzxx', ready: 'h1' },
  { path: '/all/unknown', ready: 'h1' },
];

test.describe('storefront accessibility', () => {
  const services = useStorefrontServices();

  test('the phone menu and the sign-in dialog, open', PHONE_ONLY, async () => {
    const page = await newPageAt(services.browser, VIEWPORTS.phone, `${services.server.url}/`);
    await page.getByRole('banner').getByRole('button', { name: /menu/i }).click();
    await page.getByRole('banner').getByRole('link', { name: 'FAQ', exact: true }).waitFor();
    const withMenu = await accessibilityViolations(page);
    assert.equal(withMenu.length, 0, describeViolations(withMenu));
    await page.getByRole('banner').getByRole('button', { name: 'LOGIN' }).click();
    await page.getByRole('dialog').getByLabel('Password', { exact: true }).waitFor();
    await page.waitForTimeout(400);
    const withDialog = await accessibilityViolations(page);
    assert.equal(withDialog.length, 0, describeViolations(withDialog));
    await page.close();
  });

  for (const { path, ready } of SCREENS) {
    test(path, EACH_SIZE, async () => {
      const { viewport } = projectScreen();
      const page = await newPageAt(services.browser, viewport, `${services.server.url}${path}`);
      await page.locator(ready).first().waitFor();
      // Entrance animations done, so colours are measured as they end up.
      await page.waitForTimeout(400);
      const violations = await accessibilityViolations(page);
      assert.equal(violations.length, 0, describeViolations(violations));
      await page.close();
    });
  }
});
