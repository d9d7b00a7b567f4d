import assert from 'node:assert/strict';
import { expect, test, type Page } from '@playwright/test';
import { SUPPORT_CONTACT } from '@labstore/domain';
import { VIEWPORTS, screenshot } from '../support/browser';
import { useJourneyServices } from '../support/journey';
import { adminPasswordFrom, createCustomer, requestToken, statusOf } from '../support/customer-fixtures';
import { completeLoginDialog, descriptionOf, isSignedIn, signInFromHeader } from './steps';

// issue 3: the account area (spec/01 2.6) with the profile, the tabs, the
// children of an administrator, and one customer's profile out of another's reach.
test.describe('account area', () => {

  const services = useJourneyServices();

  const openPage = async (path: string, viewport: { width: number; height: number } = VIEWPORTS.desktop): Promise<Page> => {
    const page = await services.browser.newPage({ viewport });
    await page.goto(`${services.server.url}${path}`);
    return page;
  };

  const profileForm = (page: Page) => page.getByRole('form', { name: 'Account Profile' });

  test('a customer edits phones, keeps them after a reload, changes the password and signs in with it', async () => {
    const customer = await createCustomer(services.server.url, services.mail);
    // Signed out, the account area asks for a login at once.
    const page = await openPage('/account');
    await completeLoginDialog(page, customer.email, customer.password);

    await page.getByRole('tab', { name: 'Account Profile', selected: true }).waitFor();
    // The content tabs come with the navigation list, a read of its own.
    await expect.poll(async () => page.getByRole('tab').count()).toBeGreaterThan(2);
    // Signed in at 1280 px, the header search keeps room for its whole long placeholder.
    assert.equal(await page.getByRole('banner').getByRole('searchbox').getAttribute('placeholder'), 'Search by test name, CPT code or keyword');
    const tabs = await page.getByRole('tab').allTextContents();
    assert.deepEqual(tabs.slice(0, 2), ['Order History', 'Account Profile']);
    assert.ok(!tabs.includes('Children/Minors'), 'customers have no Children/Minors tab');
    assert.ok(tabs.length > 2, 'content tabs from the navigation list');

    const form = profileForm(page);
    const firstName = form.getByLabel(/^First Name/);
    await firstName.waitFor();
    assert.equal(await firstName.inputValue(), customer.firstName);
    assert.equal(await form.getByLabel(/^Cell Phone/).inputValue(), customer.mobilePhone);
    assert.equal(await form.getByLabel(/^Home Phone/).getAttribute('readonly'), '', 'read mode by default');
    await screenshot(page, 'account-profile-desktop-read');

    await form.getByRole('button', { name: 'Edit Account Information' }).click();
    await form.getByRole('button', { name: 'UPDATE' }).waitFor();
    assert.equal(await form.getByRole('button', { name: 'Edit Account Information' }).count(), 0);
    // A customer's other fields stay locked, with the support address in their description.
    assert.equal(await firstName.getAttribute('readonly'), '');
    assert.match(
      await descriptionOf(page, { label: /^First Name/ }),
      new RegExp(`To change this information, please send a request to support at ${SUPPORT_CONTACT.email.replace('.', '\\.')}\\.`),
    );
    // A message shows once the field is touched and invalid (spec/01 5).
    const workPhone = form.getByLabel(/^Work Phone/);
    await workPhone.fill('1317555012');
    assert.equal(await form.getByText('Country codes not allowed. 10 digit phone numbers only.').count(), 0, 'not before leaving the field');
    await workPhone.blur();
    await form.getByText('Country codes not allowed. 10 digit phone numbers only.').waitFor();
    await workPhone.fill('3175550122');
    await form.getByLabel(/^Home Phone/).fill('(317) 555-0111');
    await screenshot(page, 'account-profile-desktop-change');
    await form.getByRole('button', { name: 'UPDATE' }).click();
    await page.getByRole('status').filter({ hasText: 'Update success' }).waitFor();
    await form.getByRole('button', { name: 'Edit Account Information' }).waitFor();

    await page.reload();
    await profileForm(page).getByLabel(/^Home Phone/).waitFor();
    assert.equal(await profileForm(page).getByLabel(/^Home Phone/).inputValue(), '3175550111');
    assert.equal(await profileForm(page).getByLabel(/^Work Phone/).inputValue(), '3175550122');

    // The same screens on a phone: a section picker instead of side tabs.
    await page.setViewportSize(VIEWPORTS.phone);
    await page.getByRole('combobox', { name: 'Show' }).waitFor();
    assert.equal(await page.getByRole('tab').count(), 0);
    await screenshot(page, 'account-profile-phone-read');
    await profileForm(page).getByRole('button', { name: 'Edit Account Information' }).click();
    await profileForm(page).getByRole('button', { name: 'UPDATE' }).waitFor();
    await screenshot(page, 'account-profile-phone-change');
    await profileForm(page).getByRole('button', { name: 'CANCEL' }).click();
    await page.setViewportSize(VIEWPORTS.desktop);

    // Change Password (every user), then out and back in with the new password.
    const newPassword = 'Fresh#Pass42';
    await profileForm(page).getByRole('button', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await dialog.getByLabel('Current Password').fill(customer.password);
    await dialog.getByLabel('New Password').fill(newPassword);
    await dialog.getByLabel('Confirm Password').fill(newPassword);
    // Straight from typing to the button, as a person does: nothing may move under the click.
    await dialog.getByRole('button', { name: 'CHANGE PASSWORD' }).click();
    await page.getByText('Your password has been changed').waitFor();

    await page.getByRole('banner').getByRole('button', { name: 'LOGOUT' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.waitForFunction(() => sessionStorage.getItem('auth') === null);
    await assert.rejects(requestToken(services.server.url, customer.email, customer.password), /400/, 'the old password no longer works');
    await signInFromHeader(page, customer.email, newPassword);
    assert.ok(await isSignedIn(page));
    await page.close();
  });

  test('the tabs work from the keyboard, and /orderHistory and /cabinet lead to the area', async () => {
    const customer = await createCustomer(services.server.url, services.mail);
    const page = await openPage('/cabinet');
    await completeLoginDialog(page, customer.email, customer.password);
    assert.equal(new URL(page.url()).pathname, '/account');

    const profileTab = page.getByRole('tab', { name: 'Account Profile' });
    await profileTab.focus();
    await page.keyboard.press('ArrowUp');
    await page.getByRole('tab', { name: 'Order History', selected: true }).waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Order History');
    await page.getByText('No orders created yet.').waitFor();
    assert.equal(new URL(page.url()).searchParams.get('tab'), 'orderHistory');

    await page.keyboard.press('End');
    const last = page.getByRole('tab').last();
    assert.equal(await last.getAttribute('aria-selected'), 'true');
    const title = await last.textContent();
    await page.getByRole('tabpanel').getByRole('heading', { name: title ?? '' }).waitFor();
    assert.notEqual(await page.title(), '');
    await screenshot(page, 'account-content-tab-desktop');

    await page.goto(`${services.server.url}/orderHistory`);
    await page.getByRole('tab', { name: 'Order History', selected: true }).waitFor();
    await page.close();
  });

  test('saving Spanish as the language preference switches the site to Spanish', async () => {
    const customer = await createCustomer(services.server.url, services.mail);
    const page = await openPage('/account');
    await completeLoginDialog(page, customer.email, customer.password);
    const form = profileForm(page);
    await form.getByRole('button', { name: 'Edit Account Information' }).click();
    await form.getByLabel(/^Language Preference/).selectOption({ label: 'Espanol' });
    await form.getByRole('button', { name: 'UPDATE' }).click();
    await page.getByRole('status').filter({ hasText: 'Update success' }).waitFor();

    await page.getByRole('tab', { name: 'Perfil de la cuenta', selected: true }).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'es');
    assert.equal(await page.evaluate(() => localStorage.getItem('language')), 'es');
    // The domain's messages follow, in Spanish.
    const perfil = page.getByRole('form', { name: 'Perfil de la cuenta' });
    await perfil.getByRole('button', { name: 'Editar información de la cuenta' }).click();
    const workPhone = perfil.getByLabel(/^Teléfono del trabajo/);
    await workPhone.fill('317555');
    await workPhone.blur();
    await perfil.getByText('Solo números de teléfono de 10 dígitos.').waitFor();
    await page.reload();
    await page.getByRole('tab', { name: 'Perfil de la cuenta', selected: true }).waitFor();
    await page.close();
  });

  test("a second customer cannot open the first one's profile", async () => {
    const first = await createCustomer(services.server.url, services.mail);
    const second = await createCustomer(services.server.url, services.mail);
    assert.equal(await statusOf(services.server.url, `/api/profile/get/${first.profileId}`, second.accessToken), 404);

    // The browser asks for another profile id than its own (a tampered session record).
    const page = await openPage('/');
    await signInFromHeader(page, second.email, second.password);
    await page.evaluate((profileId) => {
      const record = JSON.parse(sessionStorage.getItem('auth') ?? '{}') as Record<string, unknown>;
      sessionStorage.setItem('auth', JSON.stringify({ ...record, profileId }));
    }, first.profileId);
    const answers: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes(`/api/profile/get/${first.profileId}`)) answers.push(response.status());
    });
    await page.goto(`${services.server.url}/account`);
    await page.getByRole('alert').filter({ hasText: 'We could not find this profile.' }).waitFor();
    assert.ok(answers.length > 0 && answers.every((status) => status === 404), `answers ${answers.join(',')}`);
    const text = await page.locator('main').innerText();
    for (const secret of [first.email, first.lastName, first.mobilePhone]) assert.ok(!text.includes(secret), `shows ${secret}`);
    assert.equal(await profileForm(page).count(), 0);
    await page.close();
  });

  test('an administrator adds a child, with consent, and edits it', async () => {
    const admin = adminPasswordFrom(services.server.output());
    const page = await openPage('/account?tab=children');
    await completeLoginDialog(page, admin.email, admin.password);
    await page.getByRole('tab', { name: 'Children/Minors', selected: true }).waitFor();
    await page.getByText('No children or minors have been added yet.').waitFor();

    await page.getByRole('button', { name: 'Add Child / Minor' }).click();
    const form = page.getByRole('form', { name: 'Add Child / Minor' });
    const save = form.getByRole('button', { name: 'Save' });
    assert.equal(await save.isDisabled(), true, 'Save is disabled while the form is invalid');
    await form.getByLabel(/^First Name/).fill('leo');
    await form.getByLabel(/^Middle Name/).focus();
    await form.getByLabel(/^Last Name/).fill('Store');
    await form.getByText('Please add a middle name.').waitFor();
    await form.getByLabel(/^Middle Name/).fill('Ray');
    await form.getByLabel(/^Gender/).selectOption({ label: 'Male' });
    await form.getByLabel(/^Birthday/).fill('2015-05-05');
    assert.equal(await form.getByLabel(/^Zip/).inputValue(), '46204', "the parent's address to start from");
    const consent = form.getByRole('button', { name: 'Parental / Guardian Consent' });
    await consent.click();
    assert.equal(await consent.getAttribute('aria-pressed'), 'true');
    await screenshot(page, 'account-children-desktop-form');
    await save.click();
    await page.getByRole('status').filter({ hasText: 'Child / minor added.' }).waitFor();

    const panel = page.getByRole('button', { name: 'Leo Ray Store' });
    assert.equal(await panel.getAttribute('aria-expanded'), 'true');
    const region = page.getByRole('region', { name: 'Leo Ray Store' });
    await region.getByText('Consent given').waitFor();
    await region.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('form', { name: 'Edit Leo Store' });
    await edit.getByLabel(/^First Name/).fill('Leon');
    await edit.getByRole('button', { name: 'Parental / Guardian Consent' }).click();
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Update success' }).waitFor();
    await page.getByRole('region', { name: 'Leon Ray Store' }).getByText('No consent yet').waitFor();

    await page.setViewportSize(VIEWPORTS.phone);
    await screenshot(page, 'account-children-phone');
    await page.close();
  });
});
