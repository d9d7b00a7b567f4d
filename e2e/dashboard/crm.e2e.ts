import assert from 'node:assert/strict';
import { expect, test, type Page } from '@playwright/test';
import { accessibilityViolations, describeViolations } from '../support/accessibility';
import { VIEWPORTS, screenshot } from '../support/browser';
import { adminPasswordFrom } from '../support/customer-fixtures';
import { useJourneyServices } from '../support/journey';
import { signInFromHeader } from '../account-area/steps';

// Issue 19, spec/03 2 Infusionsoft tab, 4, 7 CRM authorisation, 8: an
// administrator signs the store in at the CRM. The local CRM (no CRM account)
// sends the sign-in link straight back to /dashboard/infusionsoft?code=…, so
// the whole round trip runs here: the code is sent once, leaves the address,
// and the tab says so and shows the store authorised; in English and Spanish.
test.describe('the Infusionsoft tab', () => {
  const services = useJourneyServices();

  const expectNoViolations = async (page: Page, where: string) => {
    const violations = await accessibilityViolations(page);
    assert.equal(violations.length, 0, `${where}:\n${describeViolations(violations)}`);
  };

  /** The connection's "Authorised" fact (its term in the page's language). */
  const authorised = (page: Page, term = 'Authorised') => page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');

  test('an administrator follows the sign-in link, comes back with the code and sees the store authorised', async () => {
    const admin = adminPasswordFrom(services.server.output());
    const page = await services.browser.newPage({ viewport: VIEWPORTS.desktop });
    await page.goto(`${services.server.url}/`);
    await signInFromHeader(page, admin.email, admin.password);
    await page.goto(`${services.server.url}/dashboard`);

    await page.getByRole('tab', { name: 'Infusionsoft' }).click();
    await page.getByRole('tab', { name: 'Infusionsoft', selected: true }).waitFor();
    await expect(authorised(page)).toHaveText('Never authorised');
    await page.getByRole('link', { name: 'Sign in at the CRM' }).waitFor();
    await screenshot(page, 'dashboard-infusionsoft-desktop');
    await expectNoViolations(page, 'Infusionsoft, never authorised');

    // The local CRM's page is the way back with a code; the code is sent once and leaves the address.
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && new URL(request.url()).pathname === '/api/taxonomy/authcode') sent.push(request.url());
    });
    await page.getByRole('link', { name: 'Sign in at the CRM' }).click();
    await page.getByText('InfusionSoft code has been sent to the server').waitFor();
    await expect(authorised(page)).toContainText(`by ${admin.email}`);
    await expect(page).toHaveURL(`${services.server.url}/dashboard/infusionsoft`);
    await expect(page.getByRole('tab', { name: 'Infusionsoft', selected: true })).toBeVisible();
    await screenshot(page, 'dashboard-infusionsoft-authorised-desktop');
    await expectNoViolations(page, 'Infusionsoft, code sent');

    // The note, saved by keyboard.
    await page.getByLabel('Note on the CRM connection').fill('The lab’s own CRM account; ask the lab manager first.');
    await page.getByRole('button', { name: 'Save note' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('The note has been saved.').waitFor();

    // A reload sends nothing again; the state and the note stay.
    await page.reload();
    await expect(authorised(page)).toContainText(`by ${admin.email}`);
    await expect(page.getByLabel('Note on the CRM connection')).toHaveValue('The lab’s own CRM account; ask the lab manager first.');
    await expect(page.getByText('InfusionSoft code has been sent to the server')).toHaveCount(0);
    assert.equal(sent.length, 1, 'the code is sent once');

    // A code the CRM did not issue.
    await page.goto(`${services.server.url}/dashboard?code=forged`);
    await expect(page.getByRole('alert').filter({ hasText: 'Code received but not stored on the server.' })).toBeVisible();
    await expect(page).toHaveURL(`${services.server.url}/dashboard/infusionsoft`);

    // In Spanish.
    await page.evaluate(() => localStorage.setItem('language', 'es'));
    await page.goto(`${services.server.url}/dashboard/infusionsoft`);
    await page.getByRole('tab', { name: 'Infusionsoft', selected: true }).waitFor();
    await page.getByRole('link', { name: 'Iniciar sesión en el CRM' }).click();
    await page.getByText('El código de InfusionSoft se ha enviado al servidor').waitFor();
    await expect(authorised(page, 'Autorizado')).toContainText(`por ${admin.email}`);
    await screenshot(page, 'dashboard-infusionsoft-authorised-desktop-es');
    await expectNoViolations(page, 'Infusionsoft in Spanish');
    await page.close();
  });
});
