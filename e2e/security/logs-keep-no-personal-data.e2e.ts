import assert from 'node:assert/strict';
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { formatDate, ORDER_STATUS, tokenResponseSchema, type CalendarDate, type Observation } from '@labstore/domain';
import { completeLoginDialog, signInFromHeader } from '../account-area/steps';
import { addProductAsGuest, fillCard, placeOrderButton, storedOrderId, tickCheckoutBoxes } from '../checkout/steps';
import { nextDocument, orderPanel, orderResultsData, readOrder, SHARE_LINK, shareResults, waitForStatus } from '../orders/steps';
import { VIEWPORTS } from '../support/browser';
import { CONFIRM_LINK, uniqueEmail } from '../support/customer-fixtures';
import { useJourneyServices } from '../support/journey';
import { describeLeaks, escapeRegExp, findLeaks, logLines, type Secret } from '../support/log-leaks';

// Issue 21, Operations: the logs of a whole journey (register, pay, approval,
// requisition, results, share, sign in again, reset the password) keep
// nothing of the patient: no name, birth date, address, phone, e-mail,
// password, card digits, result value, token or code. The server logs at
// trace, the most a production operator can turn it up to (config.ts
// LOG_LEVEL): Fastify logs socket errors there and @fastify/compress and
// multipart their parsing at debug; our own code logs at info and above. A
// log that said nothing would pass too, so each request must be in it by
// its request id.

const TEST = { slug: 'lipid-panel', name: 'Lipid Panel' };
const SUCCESS_TITLE = 'CONGRATULATIONS! YOUR ORDER HAS BEEN SUBMITTED FOR APPROVAL';

// Values chosen to be found only where they leaked: nothing else in a log reads like them.
const PATIENT = {
  firstName: 'Ottoline',
  lastName: 'Vandersloot',
  birthDate: { year: 1958, month: 9, day: 23 } satisfies CalendarDate,
  birthMonthName: 'September',
  addressLine: '8823 Quillfeather Lane',
  city: 'Fort Wayne',
  zip: '46835',
  phone: '2607391846',
  password: 'Quill#Feather73',
  newPassword: 'Thistle#Down58',
};
/** A Visa test card (Stripe's debit Visa) whose last four, 5556, are not 4242's, which every other journey uses. */
const CARD = { number: '4000 0566 5566 5556', lastFour: '5556' };

const pad = (value: number) => String(value).padStart(2, '0');

/** The birth date in each format the app writes or reads one. */
function birthDateForms({ year, month, day }: CalendarDate): string[] {
  return [
    `${year}-${pad(month)}-${pad(day)}`,
    `${pad(month)}-${pad(day)}-${year}`,
    `${pad(month)}/${pad(day)}/${year}`,
    `${month}/${day}/${year}`,
    `${pad(day)}/${pad(month)}/${year}`,
    `${year}${pad(month)}${pad(day)}`,
    formatDate({ year, month, day }, 'en'),
    formatDate({ year, month, day }, 'es'),
  ];
}

/** A ten-digit phone as typed and as the app shows one. */
function phoneForms(phone: string): string[] {
  const [area, exchange, line] = [phone.slice(0, 3), phone.slice(3, 6), phone.slice(6)];
  return [phone, `(${area}) ${exchange}-${line}`, `${area}-${exchange}-${line}`];
}

/**
 * A result's value as the log must not hold it: a text result anywhere; a
 * number whole, and a one-digit number only beside its analyte, LOINC code
 * or unit (a lone digit is in many a log line by chance).
 */
function resultSecret(observation: Observation): Secret {
  const name = `result value of ${observation.analyte}`;
  if (observation.value === null) return { name, kind: 'text', forms: [observation.valueText ?? ''] };
  const value = String(observation.value);
  if (value.length >= 2) return { name, kind: 'number', forms: [value] };
  const words = [observation.analyte, observation.loinc, observation.unit].filter((word) => word !== '').map(escapeRegExp);
  return { name, kind: 'number', forms: [value], near: new RegExp(words.join('|'), 'i') };
}

/** What the browsers heard from the server: each answer's request id, and the tokens the sign-ins answered. */
interface Heard {
  requestIds: Set<string>;
  accessTokens: Set<string>;
}

function listen(context: BrowserContext, heard: Heard): void {
  context.on('response', (response) => {
    const requestId = response.headers()['x-request-id'];
    if (requestId) heard.requestIds.add(requestId);
    if (new URL(response.url()).pathname !== '/Token' || !response.ok()) return;
    void response
      .json()
      .then((body: unknown) => {
        const token = tokenResponseSchema.safeParse(body);
        if (token.success) heard.accessTokens.add(token.data.access_token);
      })
      .catch(() => undefined);
  });
}

async function register(page: Page, email: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'REGISTER', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'User Registration' });
  await dialog.getByLabel('First Name *').fill(PATIENT.firstName);
  await dialog.getByLabel('Last Name *').fill(PATIENT.lastName);
  await dialog.getByRole('radio', { name: 'Female' }).check();
  await dialog.getByLabel('Month').selectOption({ label: PATIENT.birthMonthName });
  await dialog.getByLabel('Day').selectOption(String(PATIENT.birthDate.day));
  await dialog.getByLabel('Year').selectOption(String(PATIENT.birthDate.year));
  await dialog.getByLabel('Email *').fill(email);
  await dialog.getByLabel('Password *', { exact: true }).fill(PATIENT.password);
  await dialog.getByLabel('Confirm Password *').fill(PATIENT.password);
  await dialog.getByLabel('Address *').fill(PATIENT.addressLine);
  await dialog.getByLabel('City *').fill(PATIENT.city);
  await dialog.getByLabel('State *').selectOption('IN');
  await dialog.getByLabel('Zip *').fill(PATIENT.zip);
  await dialog.getByLabel('Cell Phone *').fill(PATIENT.phone);
  await dialog.getByRole('checkbox', { name: /I agree to the/ }).check();
  await dialog.getByRole('button', { name: 'REGISTER', exact: true }).click();
  const success = page.getByRole('dialog', { name: 'Registration complete' });
  await success.getByRole('button', { name: 'OK' }).click();
  await success.waitFor({ state: 'detached' });
}

async function signOut(page: Page, email: string): Promise<void> {
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: `My Account, ${email}` }).click();
  await header.getByRole('button', { name: 'LOGOUT' }).click();
  await header.getByRole('button', { name: 'LOGIN', exact: true }).waitFor();
}

async function payByCard(page: Page, url: string): Promise<string> {
  await addProductAsGuest(page, url, TEST.slug, TEST.name);
  await page.goto(`${url}/checkout`);
  await page.getByRole('heading', { level: 1, name: /^Checkout for Order #\d+$/ }).waitFor();
  await tickCheckoutBoxes(page);
  const orderId = await storedOrderId(page);
  assert.ok(orderId, 'the cart has an order');
  await placeOrderButton(page).click();
  const payment = page.getByRole('dialog', { name: 'Card Payment' });
  await fillCard(payment, CARD.number);
  await payment.getByRole('button', { name: /^Pay \$/ }).click();
  const success = page.getByRole('dialog', { name: SUCCESS_TITLE });
  await success.getByRole('button', { name: 'Go to Order History' }).click();
  await success.waitFor({ state: 'hidden' });
  return orderId;
}

/** The approved order's requisition, read as the customer reads it (View). */
async function readRequisition(page: Page, panel: Locator): Promise<void> {
  const requisition = panel.getByRole('button', { name: 'Requisition', exact: true });
  await expect(requisition).toBeEnabled();
  await requisition.click();
  const bytes = await nextDocument(page, () => panel.getByRole('button', { name: 'View', exact: true }).click(), /^\/api\/order\/results\/download\/.+\/1$/);
  assert.ok(bytes.length > 0, 'the requisition was read');
}

async function resetPassword(page: Page, url: string, email: string, mail: { waitFor(to: string, pattern: RegExp): Promise<string> }): Promise<string> {
  await page.getByRole('banner').getByRole('button', { name: 'LOGIN', exact: true }).click();
  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByLabel('Email').fill(email);
  await login.getByRole('button', { name: 'Forgot Password' }).click();
  const forgot = page.getByRole('dialog', { name: 'Forgot Password' });
  await forgot.getByLabel('Email *').fill(email);
  await forgot.getByRole('button', { name: 'SUBMIT' }).click();
  await page.getByText('We just sent you an email with instructions on how to reset your password.').waitFor();
  const link = (await mail.waitFor(email, /(\/ResetPassword\?[^\s"'<>]+)/)).replace(/&amp;/g, '&');
  await page.goto(`${url}${link}`);
  const reset = page.getByRole('dialog', { name: 'Reset Password' });
  await reset.getByLabel('New Password').fill(PATIENT.newPassword);
  await reset.getByLabel('Repeat Password').fill(PATIENT.newPassword);
  await reset.getByRole('button', { name: 'SAVE' }).click();
  await page.getByText(/Your password successfully changed/).waitFor();
  const code = new URL(link, url).searchParams.get('SecurityCode');
  assert.ok(code, 'the reset link carries its code');
  return code;
}

/** The customer's token as the browser keeps it for its requests. */
async function sessionToken(page: Page): Promise<string> {
  const stored = await page.evaluate(() => sessionStorage.getItem('auth'));
  const token = stored ? (JSON.parse(stored) as { access_token?: unknown }).access_token : undefined;
  assert.ok(typeof token === 'string', 'the browser keeps a session');
  return token;
}

test.describe('the server log of a whole customer journey', () => {
  // Approval at once; results 30 s later, time enough to read the requisition before they replace it.
  const services = useJourneyServices({ LOG_LEVEL: 'trace', PARTNER_SANDBOX_APPROVAL_SECONDS: '2', PARTNER_SANDBOX_RESULTS_SECONDS: '30' });

  test('register, pay by card, approval, requisition, results, share, sign in again and reset: no personal value, card digit, result or token in the log', async () => {
    // The whole of a customer's story, the partner's wait included: longer than one journey's usual three minutes.
    test.setTimeout(300_000);
    const { server, mail, browser } = services;
    const { url } = server;
    const heard: Heard = { requestIds: new Set(), accessTokens: new Set() };
    // The address is not made of the name, so a leak of either is told apart.
    const email = uniqueEmail('patient');
    const recipient = uniqueEmail('physician');

    // No service worker: every request reaches the server, so each answer's request id must be in its log.
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop, serviceWorkers: 'block' });
    listen(context, heard);
    const page = await context.newPage();
    await page.goto(url);
    await register(page, email);
    const confirmLink = await mail.waitFor(email, CONFIRM_LINK);
    await page.goto(`${url}${confirmLink}`);
    await page.getByText('Your email was successfully confirmed.').waitFor();
    await page.getByRole('main').getByRole('button', { name: 'LOGIN' }).click();
    await completeLoginDialog(page, email, PATIENT.password);

    // Pay, wait for the physician, read the requisition, then the results.
    const orderId = await payByCard(page, url);
    const token = await sessionToken(page);
    const { number } = await readOrder(url, orderId, token);
    // The page asks again only every 30 s: once the physician approved, it is opened afresh.
    await waitForStatus(url, orderId, token, ORDER_STATUS.InProgress);
    await page.reload();
    const { panel } = await orderPanel(page, number);
    await readRequisition(page, panel);
    await waitForStatus(url, orderId, token, ORDER_STATUS.Completed);
    await page.reload();
    const { panel: completed } = await orderPanel(page, number);
    await completed.getByRole('link', { name: 'View results' }).click();
    await page.getByRole('heading', { level: 1, name: `Results for Order ${number}` }).waitFor();
    await page.getByText('Cholesterol, total').first().waitFor();

    // Share them; the physician opens the link in a browser of their own.
    await page.getByRole('link', { name: 'Back to Order History' }).click();
    const { panel: history } = await orderPanel(page, number);
    await shareResults(page, history, recipient, number);
    const shareLink = await mail.waitFor(recipient, SHARE_LINK);
    const physician = await browser.newContext({ viewport: VIEWPORTS.phone, serviceWorkers: 'block' });
    listen(physician, heard);
    const opened = await physician.newPage();
    await opened.goto(`${url}${shareLink}`);
    await opened.getByRole('heading', { name: 'Your document is ready' }).waitFor();
    await physician.close();

    // The password travels again, then a new one through the e-mailed reset.
    await signOut(page, email);
    await signInFromHeader(page, email, PATIENT.password);
    await signOut(page, email);
    const resetCode = await resetPassword(page, url, email, mail);
    await signInFromHeader(page, email, PATIENT.newPassword);
    const lastToken = await sessionToken(page);
    const cookies = await context.cookies();
    await context.close();

    // What the journey made: the results' values, read as the customer reads them.
    const results = await orderResultsData(url, orderId, lastToken);
    const observations = results.reports.flatMap((report) => report.observations);
    assert.ok(observations.length >= 4, 'the lipid panel has results');

    const secrets: Secret[] = [
      { name: 'first name', kind: 'text', forms: [PATIENT.firstName] },
      { name: 'last name', kind: 'text', forms: [PATIENT.lastName] },
      { name: 'birth date', kind: 'text', forms: birthDateForms(PATIENT.birthDate) },
      { name: 'address line', kind: 'text', forms: [PATIENT.addressLine, encodeURIComponent(PATIENT.addressLine), PATIENT.addressLine.replaceAll(' ', '+')] },
      { name: 'zip', kind: 'number', forms: [PATIENT.zip] },
      { name: 'phone', kind: 'text', forms: phoneForms(PATIENT.phone) },
      { name: 'e-mail', kind: 'text', forms: [email, encodeURIComponent(email)] },
      { name: 'share recipient’s e-mail', kind: 'text', forms: [recipient, encodeURIComponent(recipient)] },
      { name: 'password', kind: 'text', forms: [PATIENT.password, encodeURIComponent(PATIENT.password)] },
      { name: 'new password', kind: 'text', forms: [PATIENT.newPassword, encodeURIComponent(PATIENT.newPassword)] },
      { name: 'card number', kind: 'text', forms: [CARD.number, CARD.number.replaceAll(' ', '')] },
      { name: 'card’s last four', kind: 'number', forms: [CARD.lastFour], near: /card|last.?4|ending|brand|visa|\bpan\b/i },
      { name: 'confirmation code', kind: 'text', forms: [confirmLink.split('/')[3] ?? ''] },
      { name: 'reset code', kind: 'text', forms: [resetCode, encodeURIComponent(resetCode)] },
      { name: 'share link token', kind: 'text', forms: [shareLink.split('#')[1] ?? ''] },
      // A token whole, and its signature alone (a token cut at a dot would still be half of one).
      ...[...heard.accessTokens].map((accessToken, index) => ({ name: `access token ${index + 1}`, kind: 'text' as const, forms: [accessToken, accessToken.split('.')[2] ?? accessToken] })),
      ...cookies.map((cookie) => ({ name: `cookie ${cookie.name}`, kind: 'text' as const, forms: [cookie.value] })),
      ...observations.map(resultSecret),
    ];
    // A short text or number would be found by chance: each is long enough to be told apart, or has its words to be near.
    const shortest = (secret: Secret) => (secret.near ? 1 : secret.kind === 'number' ? 2 : 6);
    for (const secret of secrets) for (const form of secret.forms) assert.ok(form.length >= shortest(secret), `the journey knows the ${secret.name}`);
    assert.ok(heard.accessTokens.size >= 3, 'the journey signed in three times');

    const lines = logLines(server.output());
    const requestLines = lines.filter((line) => 'req' in line.record || 'res' in line.record);
    assert.ok(requestLines.length >= 100, `the server logged the journey's requests (${requestLines.length} lines)`);
    const withoutId = requestLines.find((line) => typeof line.record.reqId !== 'string');
    assert.equal(withoutId, undefined, `a request's log line without its request id: line ${withoutId?.number}`);
    const loggedIds = new Set(requestLines.map((line) => line.record.reqId));
    const unlogged = [...heard.requestIds].filter((requestId) => !loggedIds.has(requestId));
    assert.deepEqual(unlogged, [], 'every answer the browsers had is in the log by its x-request-id');

    const leaks = findLeaks(lines, secrets);
    assert.equal(leaks.length, 0, describeLeaks(leaks));
  });
});
