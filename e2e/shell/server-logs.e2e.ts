import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import { signInFromHeader } from '../account-area/steps';
import { VIEWPORTS } from '../support/browser';
import { CONFIRM_LINK, createCustomer } from '../support/customer-fixtures';
import { useJourneyServices } from '../support/journey';

// DESIGN.md API: personal data never reaches the logs. The server of this
// journey logs every request (LOG_LEVEL info); what it wrote is read back.
test.describe('the server log of a customer journey', () => {
  const services = useJourneyServices({ LOG_LEVEL: 'info' });

  test('holds no password, token, name, phone, e-mail, birth date, address or link code of the customer', async () => {
    const { server, mail, browser } = services;
    const customer = await createCustomer(server.url, mail, { addressLine: '4417 Juniper Hollow Rd', city: 'Fort Wayne', zip: '46802', date: '07-19-1979' });
    const confirmLink = await mail.waitFor(customer.email, CONFIRM_LINK);
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    // Links from e-mails, opened as a person does: the codes ride in the path and the query.
    await page.goto(`${server.url}${confirmLink}`);
    await page.goto(`${server.url}/disableNonTransactionalEmails?userId=${customer.userId}&token=e2eUnsubscribeToken0123456789`);
    await page.goto(`${server.url}/ResetPassword?userId=${customer.userId}&SecurityCode=e2eResetCode0123456789`);
    await page.goto(server.url);
    await signInFromHeader(page, customer.email, customer.password);
    // The account page reads the profile: the personal answer whose request is logged.
    const profileRead = page.waitForResponse((response) => response.url().includes('/api/profile/') && response.ok());
    await page.goto(`${server.url}/account`);
    await profileRead;
    await page.close();

    const log = server.output();
    assert.match(log, /"msg":"incoming request"/, 'the server logged the journey');
    const personal = {
      password: customer.password,
      'access token': customer.accessToken,
      'last name': customer.lastName,
      phone: customer.mobilePhone,
      'e-mail': customer.email,
      'birth date': '1979-07-19',
      'birth date as sent': '07-19-1979',
      address: '4417 Juniper Hollow Rd',
      'confirmation code': confirmLink.split('/')[3] ?? '',
      'unsubscribe token': 'e2eUnsubscribeToken0123456789',
      'reset code': 'e2eResetCode0123456789',
    };
    for (const [name, value] of Object.entries(personal)) {
      assert.ok(value.length >= 6, `${name} is known`);
      assert.equal(log.includes(value), false, `the server log holds the ${name}`);
    }
  });
});
