import assert from 'node:assert/strict';
import { test, type Page } from '@playwright/test';
import { newPageAt, projectScreen, screenshot } from '../support/browser';
import { createCustomer } from '../support/customer-fixtures';
import { useJourneyServices } from '../support/journey';

// Issue 16: a customer who switched to Spanish reads Spanish all the way:
// the home page, a category, a product with its Spanish words, the cart's
// notice (the server's words and the product's name, not a Spanish prefix on
// an English sentence), the cart, checkout's summary, test centers' hours and
// a page. Searching a Spanish name online and offline is
// e2e/catalogue/spanish-catalogue.e2e.ts.

/** Words that would show English leaking into a Spanish screen. */
const ENGLISH_LEAKS = [/has been added/, /\bAM\b|\bPM\b/, /Mon–Fri|Mon-Fri/, /Not Found/];

async function assertNoEnglish(page: Page, where: string): Promise<void> {
  const text = await page.getByRole('main').innerText();
  for (const leak of ENGLISH_LEAKS) assert.doesNotMatch(text, leak, `${where}: ${leak}`);
}

async function spanishLogin(page: Page, email: string, password: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
  await dialog.waitFor();
  await dialog.getByLabel('Correo electrónico').fill(email);
  await dialog.getByLabel('Contraseña', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'INICIAR SESIÓN', exact: true }).click();
  await page.waitForFunction(() => sessionStorage.getItem('auth') !== null);
  await dialog.waitFor({ state: 'hidden' });
}

test.describe('a customer in Spanish', () => {
  const services = useJourneyServices();

  test('home, a category, a Spanish product added with a Spanish notice, the cart, checkout, test center hours and a page', async () => {
    const { size, viewport } = projectScreen();
    const { url } = services.server;
    // A Spanish-speaking customer (spec/01 3: languagePreference 1).
    const customer = await createCustomer(url, services.mail, { languagePreference: 1 });
    const page = await newPageAt(services.browser, viewport, `${url}/`);
    await page.evaluate(() => localStorage.setItem('language', 'es'));
    await page.reload();
    await page.waitForFunction(() => document.documentElement.lang === 'es');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await assertNoEnglish(page, 'home');

    await page.goto(`${url}/category/vitamins-nutrition`);
    const ferritinLink = page.getByRole('list', { name: 'Análisis' }).getByRole('link', { name: 'Ferritina', exact: true });
    await ferritinLink.click();
    await page.getByRole('heading', { level: 1, name: 'Ferritina' }).waitFor();
    await page.getByRole('button', { name: 'Añadir al carrito: Ferritina' }).click();
    // The whole notice is Spanish, the product named in Spanish.
    await page.getByText('Ferritina se agregó a su carrito.').waitFor();
    assert.equal(await page.getByText(/has been added/).count(), 0);
    await screenshot(page, `spanish-product-added-${size}`);

    await page.goto(`${url}/cart`);
    const lines = page.getByRole('table', { name: 'Análisis en su carrito' });
    await lines.getByRole('link', { name: 'Ferritina' }).waitFor();
    await page.getByRole('region', { name: 'Resumen del pedido' }).waitFor();
    await assertNoEnglish(page, 'cart');

    await page.goto(`${url}/checkout`);
    await spanishLogin(page, customer.email, customer.password);
    await page.getByRole('heading', { level: 1, name: /^Pago del pedido n\.º \d+$/ }).waitFor();
    const summary = page.getByRole('complementary', { name: 'Resumen del pedido' });
    await summary.getByText('Ferritina', { exact: true }).waitFor();
    await assertNoEnglish(page, 'checkout');
    await screenshot(page, `spanish-checkout-${size}`);

    await page.goto(`${url}/testcenters?zip=46204`);
    const hours = page.getByRole('main').getByText(/lun.{1,3}vie/).first();
    await hours.waitFor();
    assert.match(await hours.innerText(), /\d{1,2}:\d{2}\s?[ap]\.\s?m\./);
    await assertNoEnglish(page, 'test centers');
    await screenshot(page, `spanish-test-centers-${size}`);

    await page.goto(`${url}/faq`);
    await page.getByRole('heading', { name: 'Preguntas frecuentes' }).first().waitFor();
    await assertNoEnglish(page, 'a page');
  });
});
