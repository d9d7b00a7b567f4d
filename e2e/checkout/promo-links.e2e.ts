import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import { PROMO_MESSAGES } from '@labstore/domain';
import { completeLoginDialog } from '../account-area/steps';
import { VIEWPORTS, screenshot } from '../support/browser';
import { createCustomer } from '../support/customer-fixtures';
import { useJourneyServices } from '../support/journey';
import { addProductAsGuest } from './steps';

// spec/02 2.1, 2.9, 4.4: a promo link welcomes its code (naming the discount,
// or in the generic words), keeps it for the session, and checkout puts it
// on the cart.

test.describe('promo links and the promo panel', () => {
  const services = useJourneyServices();

  test('promocode/{code} and product/{id}/promocode/{code} welcome the code; checkout applies the one kept', async () => {
    const { url } = services.server;
    const customer = await createCustomer(url, services.mail);
    const page = await services.browser.newPage({ viewport: VIEWPORTS.phone });

    await page.goto(`${url}/promocode/SAVE20`);
    const welcome = page.getByRole('dialog', { name: 'Welcome!' });
    await welcome.getByText('Your promo code SAVE20 takes $20.00 off. It will be applied to your cart at checkout.').waitFor();
    await screenshot(page, 'promo-welcome-phone');
    await welcome.getByRole('button', { name: 'Continue' }).click();
    await welcome.waitFor({ state: 'hidden' });
    assert.equal(new URL(page.url()).pathname, '/promocode/SAVE20');
    assert.equal(await page.evaluate(() => sessionStorage.getItem('promoCode')), 'SAVE20');

    // A code that takes nothing off the price gets the generic words; the product page shows behind.
    await page.goto(`${url}/product/lipid-panel/promocode/NOFEES`);
    await welcome.getByText('Your promo code NOFEES has been saved. It will be applied to your cart at checkout.').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Lipid Panel' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/product/lipid-panel');
    await welcome.getByRole('button', { name: 'Continue' }).click();
    assert.equal(await page.evaluate(() => sessionStorage.getItem('promoCode')), 'NOFEES');

    // An unknown code is said in the server's words and changes nothing kept.
    await page.goto(`${url}/promocode/NOSUCHCODE`);
    await page.getByRole('alert').filter({ hasText: PROMO_MESSAGES.notFound }).waitFor();
    assert.equal(await welcome.count(), 0);
    assert.equal(await page.evaluate(() => sessionStorage.getItem('promoCode')), 'NOFEES');

    // The kept code goes onto the cart when checkout opens: both fees waived, the defaults struck through.
    await addProductAsGuest(page, url, 'lipid-panel', 'Lipid Panel');
    await page.goto(`${url}/checkout`);
    await completeLoginDialog(page, customer.email, customer.password);
    await page.getByLabel(/^I confirm this order is for myself alone/).check();
    await page.getByText('Promo Code applied: NOFEES').waitFor();
    const physician = page.getByRole('complementary').locator('div', { has: page.getByRole('button', { name: /^Physician Oversight Fee/ }) }).last();
    assert.match(await physician.innerText(), /\$6\.00\s*\$0\.00/);
    await screenshot(page, 'promo-applied-checkout-phone');
    await page.close();
  });

  test('the promo panel applies, changes, removes, refuses in the server words, and hides an isBlured code', async () => {
    const { url } = services.server;
    const customer = await createCustomer(url, services.mail);
    const page = await services.browser.newPage({ viewport: VIEWPORTS.desktop });
    await addProductAsGuest(page, url, 'lipid-panel', 'Lipid Panel');
    await page.goto(`${url}/checkout`);
    await completeLoginDialog(page, customer.email, customer.password);
    await page.getByLabel(/^I confirm this order is for myself alone/).check();

    await page.getByRole('button', { name: '+ Apply a promo code' }).click();
    const input = page.getByLabel('Promo code');
    await input.fill('NOSUCHCODE');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.getByText(PROMO_MESSAGES.notFound).waitFor();
    assert.equal(await input.getAttribute('aria-invalid'), 'true');
    await input.fill('SAVE20');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.getByText('Promo Code applied: SAVE20').waitFor();
    assert.equal(await page.evaluate(() => sessionStorage.getItem('promoCode')), 'SAVE20');

    await page.getByRole('button', { name: 'Change', exact: true }).click();
    await page.getByLabel('Promo code').fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.getByText('Promo Code applied: WELCOME10').waitFor();

    await page.getByRole('button', { name: 'Remove promo code' }).click();
    await page.getByText('The promo code is removed successfully').waitFor();
    await page.getByRole('button', { name: '+ Apply a promo code' }).waitFor();
    assert.equal(await page.evaluate(() => sessionStorage.getItem('promoCode')), null);

    // spec/02 2.8: a code flagged isBlured is not shown; the input reads PROMO CODE APPLIED and cannot be changed.
    await page.getByRole('button', { name: '+ Apply a promo code' }).click();
    await page.getByLabel('Promo code').fill('PARTNER-A1C-25');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.getByText('The promo code is applied successfully').waitFor();
    const blurred = page.getByLabel('Promo code');
    assert.equal(await blurred.inputValue(), 'PROMO CODE APPLIED');
    assert.equal(await blurred.isDisabled(), true);
    assert.equal(await page.getByRole('button', { name: 'Apply', exact: true }).count(), 0);
    assert.equal(await page.getByText(/PARTNER-A1C-25/).count(), 0);
    await screenshot(page, 'promo-blurred-desktop');
    await page.close();
  });
});
