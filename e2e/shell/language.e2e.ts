import assert from 'node:assert/strict';
import { test, type Page } from '@playwright/test';
import { signInFromHeader } from '../account-area/steps';
import { accessibilityViolations, describeViolations } from '../support/accessibility';
import { VIEWPORTS, newPageAt, screenshot } from '../support/browser';
import { createCustomer } from '../support/customer-fixtures';
import { useJourneyServices } from '../support/journey';

// issue 10: a visible language switch in the header and the footer. Each
// offers the other language in its own words ('Cambiar el idioma a español'
// on an English page); the choice stays for the visitor across reloads and,
// signed in, becomes the profile's language preference.

const TO_SPANISH = 'Cambiar el idioma a español';
const TO_ENGLISH = 'Change the language to English';

/** Records, from before the app's first script, whether the page ever shows the English navigation. */
async function watchForEnglish(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = () => document.body?.textContent?.includes('How It Works') === true;
    new MutationObserver(() => {
      if (seen()) Object.assign(window, { sawEnglish: true });
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

const sawEnglish = (page: Page): Promise<boolean> => page.evaluate(() => 'sawEnglish' in window);

/** The header's navigation links: in the bar on a desktop, behind the menu toggle on a phone. */
async function showNavigation(page: Page, phone: boolean): Promise<void> {
  if (!phone) return;
  const toggle = page.getByRole('banner').getByRole('button', { name: /menu|menú/i });
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
}

async function expectSpanish(page: Page, phone: boolean): Promise<void> {
  await page.waitForFunction(() => document.documentElement.lang === 'es');
  const header = page.getByRole('banner');
  await showNavigation(page, phone);
  await header.getByRole('link', { name: 'Cómo funciona', exact: true }).waitFor();
  assert.ok(await header.getByRole('button', { name: 'Temas de salud' }).isVisible(), 'a dropdown entry');
  assert.ok(await header.getByRole('link', { name: 'Preguntas frecuentes', exact: true }).isVisible());
  assert.equal(await header.getByRole('link', { name: 'How It Works' }).count(), 0);
  const footer = page.getByRole('contentinfo');
  assert.ok(await footer.getByRole('link', { name: 'Política de privacidad' }).isVisible(), 'a footer entry');
  assert.ok(await footer.getByRole('link', { name: 'Términos y condiciones' }).isVisible());
  assert.ok(await footer.getByRole('heading', { name: 'Atención al cliente' }).isVisible());
}

async function expectEnglish(page: Page, phone: boolean): Promise<void> {
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  await showNavigation(page, phone);
  await page.getByRole('banner').getByRole('link', { name: 'How It Works', exact: true }).waitFor();
  assert.ok(await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).isVisible());
}

/** The switch's box lies inside the header and the viewport, and nothing in the header overflows sideways. */
async function assertFitsHeader(page: Page, name: string): Promise<void> {
  const header = page.getByRole('banner');
  const box = await header.getByRole('button', { name }).boundingBox();
  const bar = await header.boundingBox();
  assert.ok(box && bar, 'the switch and the header are laid out');
  const width = page.viewportSize()?.width ?? 0;
  assert.ok(box.x >= 0 && box.x + box.width <= width, `the switch (${box.x}..${box.x + box.width}) is within the ${width} px viewport`);
  assert.ok(box.y >= bar.y && box.y + box.height <= bar.y + bar.height, 'the switch is inside the header');
  assert.ok(box.height >= 44, `a touch target (${box.height} px high)`);
  const scrolls = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  assert.equal(scrolls, false, 'no sideways scrolling');
}

/** The top bar's entries whose label takes more than one line (COVID-19 may wrap: spec/01 2.2 makes it narrower). */
function wrappedEntries(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('header nav[aria-label] > ul > li > :is(a, div > button)')).flatMap((entry) => {
      // The label's own text, not the visually hidden "(opens in a new tab)".
      const label = Array.from(entry.childNodes).find((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
      if (!label) return [];
      const range = document.createRange();
      range.selectNodeContents(label);
      const lines = new Set(Array.from(range.getClientRects()).filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
      const text = label.textContent?.trim() ?? '';
      return lines.size > 1 && text !== 'COVID-19' ? [text] : [];
    }),
  );
}

test.describe('language switch', () => {
  const services = useJourneyServices();

  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    const phone = label === 'phone';

    test(`a visitor (${viewport.width} px) switches to Spanish from the header, stays Spanish after a reload, and back from the footer`, async () => {
      const page = await newPageAt(services.browser, viewport, `${services.server.url}/`);
      await expectEnglish(page, phone);
      await assertFitsHeader(page, TO_SPANISH);
      await screenshot(page, `language-en-${label}`);

      // A keyboard user: focus the button and press Enter.
      const headerSwitch = page.getByRole('banner').getByRole('button', { name: TO_SPANISH });
      assert.equal(await headerSwitch.locator('[aria-hidden="true"]').innerText(), 'Español', 'what it shows');
      assert.equal(await headerSwitch.getAttribute('lang'), 'es', 'read out in Spanish');
      await headerSwitch.focus();
      await page.keyboard.press('Enter');
      await expectSpanish(page, phone);
      assert.ok(await page.getByRole('banner').getByRole('button', { name: TO_ENGLISH }).isVisible(), 'the switch now offers English');
      await assertFitsHeader(page, TO_ENGLISH);
      await screenshot(page, `language-es-${label}`);
      if (!phone) {
        assert.deepEqual(await wrappedEntries(page), [], 'the Spanish entries fit the navigation row on one line each');
        const violations = await accessibilityViolations(page);
        assert.equal(violations.length, 0, describeViolations(violations));
      }

      // Reloaded, the page is Spanish from its first paint: the Spanish chunk is waited for, English never shows.
      await watchForEnglish(page);
      await page.reload();
      await expectSpanish(page, phone);
      assert.equal(await sawEnglish(page), false, 'no English before the Spanish arrived');
      // A category's own page is titled in Spanish too (its rows carry the category's slug).
      await page.goto(`${services.server.url}/category/heart-health`);
      await page.getByRole('heading', { level: 1, name: 'Salud del corazón' }).waitFor();

      const footerSwitch = page.getByRole('contentinfo').getByRole('button', { name: TO_ENGLISH });
      await footerSwitch.focus();
      await page.keyboard.press('Space');
      await expectEnglish(page, phone);
      await page.reload();
      await expectEnglish(page, phone);

      await page.getByRole('contentinfo').getByRole('button', { name: TO_SPANISH }).click();
      await expectSpanish(page, phone);
      await page.close();
    });
  }

  test('signed in, the choice is saved as the profile language preference', async () => {
    const customer = await createCustomer(services.server.url, services.mail);
    const page = await newPageAt(services.browser, VIEWPORTS.desktop, `${services.server.url}/`);
    await signInFromHeader(page, customer.email, customer.password);
    // spec/01 4: sign-in follows the profile (English) 250 ms later; let it happen first.
    await page.waitForTimeout(400);
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/profile/update') && response.request().method() === 'PUT');
    await page.getByRole('banner').getByRole('button', { name: TO_SPANISH }).click();
    assert.equal((await saved).status(), 200);
    await expectSpanish(page, false);

    const response = await fetch(`${services.server.url}/api/profile/get/${customer.profileId}`, {
      headers: { Authorization: `Bearer ${customer.accessToken}`, Accept: 'application/json' },
    });
    const profile = (await response.json()) as { languagePreference: number; firstName: string };
    assert.equal(profile.languagePreference, 1);
    assert.equal(profile.firstName, customer.firstName, 'the rest of the profile is as it was');
    await page.close();
  });
});
