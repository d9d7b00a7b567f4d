import assert from 'node:assert/strict';
import { test, type Locator, type Page } from '@playwright/test';
import { VIEWPORTS, screenshot } from '../support/browser';
import { CUSTOMER_PASSWORD as PASSWORD, adminPasswordFrom, createCustomer, requestToken, turnOnMfa, uniqueEmail } from '../support/customer-fixtures';
import { useJourneyServices } from '../support/journey';

// issue 3 journey (b) and the sign-in failures of spec/01 8.
test.describe('sign-in', () => {

  const services = useJourneyServices();

  /** Signed out: the header offers LOGIN and the tab stores no session. */
  async function assertSignedOut(page: Page): Promise<void> {
    await page.getByRole('banner').getByRole('button', { name: 'LOGIN', exact: true }).waitFor();
    assert.equal(await page.evaluate(() => sessionStorage.getItem('auth')), null);
  }

  async function openLogin(viewport: { width: number; height: number }): Promise<{ page: Page; dialog: Locator }> {
    // Reduced motion: dialogs appear at once, so screenshots show them whole.
    const page = await services.browser.newPage({ viewport, reducedMotion: 'reduce' });
    await page.goto(services.server.url);
    const header = page.getByRole('banner');
    if (viewport.width <= 1200) await header.getByRole('button', { name: /menu/i }).click();
    await header.getByRole('button', { name: 'LOGIN', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await dialog.getByLabel('Email', { exact: true }).waitFor();
    return { page, dialog };
  }

  test('(b) sign in with MFA on: the code comes by e-mail', async () => {
    const email = uniqueEmail('mfa');
    await turnOnMfa(services.server.url, await createCustomer(services.server.url, services.mail, { email }));

    const { page, dialog } = await openLogin(VIEWPORTS.phone);
    await screenshot(page, 'accounts-login-phone');
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'LOGIN', exact: true }).click();

    const code = dialog.getByLabel('Code from Email');
    await code.waitFor();
    // spec/01 2.3: e-mail and password read-only, LOGIN disabled while the code is awaited.
    assert.equal(await dialog.getByLabel('Email', { exact: true }).getAttribute('readonly'), '');
    assert.equal(await dialog.getByLabel('Password', { exact: true }).getAttribute('readonly'), '');
    assert.equal(await dialog.getByRole('button', { name: 'LOGIN', exact: true }).isDisabled(), true);
    await screenshot(page, 'accounts-login-mfa-phone');

    const sent = await services.mail.waitFor(email, /sign-in code: (\d{6})/);
    await code.pressSequentially(`${sent.slice(0, 3)}-x${sent.slice(3)}`);
    assert.equal(await code.inputValue(), sent, 'digits only');
    await dialog.getByRole('button', { name: 'MFA Login' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Signing in from the phone menu closes it.
    const header = page.getByRole('banner');
    const menuToggle = header.getByRole('button', { name: /menu/i });
    // It closes once the account has arrived, a moment after the dialog.
    await header.getByRole('button', { name: /menu/i, expanded: false }).waitFor({ timeout: 5_000 });
    assert.equal(await header.getByRole('button', { name: `My Account, ${email}` }).isVisible(), false);
    await menuToggle.click();
    await header.getByRole('button', { name: `My Account, ${email}` }).click();
    await header.getByRole('link', { name: 'Order History' }).waitFor();
    await screenshot(page, 'accounts-signed-in-menu-phone');
    await page.close();
  });

  test('spec/01 8: a wrong password offers the reset link; an unknown e-mail says so', async () => {
    const email = uniqueEmail('wrong');
    await createCustomer(services.server.url, services.mail, { email: email });
    const { page, dialog } = await openLogin(VIEWPORTS.desktop);

    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill('Wrong#123');
    await dialog.getByRole('button', { name: 'LOGIN', exact: true }).click();
    const alert = dialog.getByRole('alert');
    await alert.getByText('That password is not right. We can help you').waitFor();
    await screenshot(page, 'accounts-login-wrong-password-desktop');

    await dialog.getByLabel('Email', { exact: true }).fill(uniqueEmail('nobody'));
    await dialog.getByRole('button', { name: 'LOGIN', exact: true }).click();
    await alert.getByText('We could not find an account with that email address. Please try again.').waitFor();

    // The reset link leaves for the Forgot Password dialog, which closes straight after submit.
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await dialog.getByRole('button', { name: 'LOGIN', exact: true }).click();
    await alert.getByRole('button', { name: 'reset your password.' }).click();
    const forgot = page.getByRole('dialog', { name: 'Forgot Password' });
    await forgot.getByLabel('Email *').waitFor();
    assert.equal(await forgot.getByLabel('Email *').inputValue(), email);
    await screenshot(page, 'accounts-forgot-password-desktop');
    await forgot.getByRole('button', { name: 'SUBMIT' }).click();
    await forgot.waitFor({ state: 'detached' });
    await page.getByText('We just sent you an email with instructions on how to reset your password.').waitFor();

    // The e-mailed link opens Reset Password on the home page.
    const link = await services.mail.waitFor(email, /(\/ResetPassword\?[^\s"'<>]+)/);
    await page.goto(`${services.server.url}${link.replace(/&amp;/g, '&')}`);
    const reset = page.getByRole('dialog', { name: 'Reset Password' });
    await reset.getByLabel('New Password').fill('short');
    await reset.getByText('At least 1 number').waitFor();
    await screenshot(page, 'accounts-reset-password-desktop');
    await reset.getByLabel('New Password').fill('Better#456');
    await reset.getByLabel('Repeat Password').fill('Better#456');
    await reset.getByRole('button', { name: 'SAVE' }).click();
    await page.getByText(/Your password successfully changed/).waitFor();
    assert.equal(new URL(page.url()).search, '');
    await page.close();
  });

  test('an administrator has the dashboard; the login-as landing opens a quasi-admin session', async () => {
    const adminEmail = 'admin@labstore.local';
    const adminPassword = adminPasswordFrom(services.server.output()).password;
    assert.ok(adminPassword, 'the first start printed the administrator password');
    const { page, dialog } = await openLogin(VIEWPORTS.desktop);
    await dialog.getByLabel('Email', { exact: true }).fill(adminEmail);
    await dialog.getByLabel('Password', { exact: true }).fill(adminPassword);
    await dialog.getByRole('button', { name: 'LOGIN', exact: true }).click();
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Admin Dashboard' }).waitFor();
    // The fullest header (dashboard and account buttons) still shows the search box's whole placeholder.
    const search = header.getByRole('searchbox');
    const room = await search.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d');
      if (!context) return { text: -1, box: 0 };
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const box = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { text: context.measureText(input.placeholder).width, box };
    });
    assert.ok(room.text > 0 && room.text <= room.box, `the placeholder needs ${room.text} px, the box has ${room.box} px`);
    await header.getByRole('button', { name: `My Account, ${adminEmail}` }).click();
    await header.getByText('Administration').waitFor();
    assert.ok(await header.getByRole('link', { name: 'Dashboard', exact: true }).isVisible());
    assert.ok(await header.getByRole('link', { name: 'Users' }).isVisible());
    await screenshot(page, 'accounts-admin-menu-desktop');

    // Issue 14: the administrator's login-as answers a single-use code; the
    // new tab opens /auth#code=..., as the login-as dialog's tab does.
    const customer = uniqueEmail('customer');
    await createCustomer(services.server.url, services.mail, { email: customer });
    const adminToken = (await requestToken(services.server.url, adminEmail, adminPassword)).access_token;
    const response = await fetch(`${services.server.url}/api/account/loginAs`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ password: adminPassword, rememberMe: false, userName: customer, adminName: adminEmail }),
    });
    assert.equal(response.status, 200);
    const answer = (await response.json()) as Record<string, unknown>;
    assert.deepEqual(Object.keys(answer).sort(), ['code', 'expires_in'], 'a code, no token');
    const code = String(answer.code);
    const tab = await services.browser.newPage({ viewport: VIEWPORTS.desktop, reducedMotion: 'reduce' });
    await tab.goto(`${services.server.url}/auth#code=${code}`);
    await tab.waitForURL(`${services.server.url}/`);
    const tabHeader = tab.getByRole('banner');
    await tabHeader.getByRole('button', { name: `My Account, ${customer}` }).waitFor();
    // A quasi-administrator may use the dashboard (spec/01 6).
    assert.ok(await tabHeader.getByRole('link', { name: 'Admin Dashboard' }).isVisible());
    const stored = await tab.evaluate(() => sessionStorage.getItem('auth'));
    assert.match(stored ?? '', /"isQuasiAdmin":true/);
    assert.match(stored ?? '', /"isAdmin":false/);
    assert.doesNotMatch(stored ?? '', new RegExp(customer));
    assert.doesNotMatch(tab.url(), /code=/);
    // The administrator's own tab keeps the administrator's session.
    await page.reload();
    await header.getByRole('link', { name: 'Admin Dashboard' }).waitFor();
    await header.getByRole('button', { name: `My Account, ${adminEmail}` }).waitFor();

    // The same code a second time opens nothing: the error says so and the visitor stays signed out.
    const replay = await services.browser.newPage({ viewport: VIEWPORTS.desktop, reducedMotion: 'reduce' });
    await replay.goto(`${services.server.url}/auth#code=${code}`);
    await replay.waitForURL(`${services.server.url}/`);
    await replay.getByText('This login-as link is invalid or has expired. Please start login-as again.').waitFor();
    await assertSignedOut(replay);
    await replay.close();
    await tab.close();
    await page.close();
  });

  test("issue 14: an address carrying a customer's token and role flags signs nobody in", async () => {
    const email = uniqueEmail('hostile');
    await createCustomer(services.server.url, services.mail, { email });
    const token = (await requestToken(services.server.url, email, PASSWORD)).access_token;
    const page = await services.browser.newPage({ viewport: VIEWPORTS.desktop, reducedMotion: 'reduce' });
    await page.goto(`${services.server.url}/auth?${new URLSearchParams({ access_token: token, isAdmin: 'true', asQuasiAdmin: 'true' }).toString()}`);
    await page.waitForURL(`${services.server.url}/`);
    await page.getByText('This login-as link is invalid or has expired. Please start login-as again.').waitFor();
    await assertSignedOut(page);
    assert.equal(await page.getByRole('banner').getByRole('link', { name: 'Admin Dashboard' }).count(), 0);
    assert.doesNotMatch(page.url(), /access_token|isAdmin/);
    await page.close();
  });
});
