import assert from 'node:assert/strict';
import { test } from 'vitest';
import { confirmationEmail, mfaCodeEmail, resetPasswordEmail, signInLockedEmail } from './account-emails';

const link = 'https://shop.example.com/ResetPassword?userId=u&SecurityCode=abc';

test('each account e-mail has an English and a Spanish version, HTML and text', () => {
  const cases = [
    [confirmationEmail, 'Activate your labstore account', 'Active su cuenta de labstore'],
    [resetPasswordEmail, 'Reset your labstore password', 'Restablezca su contraseña de labstore'],
    [signInLockedEmail, 'Someone is trying to sign in to your labstore account', 'Alguien intenta entrar en su cuenta de labstore'],
  ] as const;
  for (const [build, english, spanish] of cases) {
    const en = build({ firstName: 'Ana', languagePreference: 0 }, link);
    const es = build({ firstName: 'Ana', languagePreference: 1 }, link);
    assert.equal(en.subject, english);
    assert.equal(es.subject, spanish);
    assert.match(en.text, /^Hello Ana,/);
    assert.match(es.text, /^Hola Ana:/);
    for (const content of [en, es]) {
      assert.ok(content.text.includes(link), 'the text part carries the bare link');
      assert.ok(content.html.includes('href="https://shop.example.com/ResetPassword?userId=u&amp;SecurityCode=abc"'), 'the HTML link is escaped');
    }
  }
  // The owner of a locked account learns how long it lasts and how to end it.
  const locked = signInLockedEmail({ firstName: 'Ana', languagePreference: 0 }, link).text;
  assert.match(locked, /for up to an hour nobody can sign in/);
  assert.match(locked, /The link expires in 1 hour and works once/);
  const code = mfaCodeEmail({ firstName: null, languagePreference: 0 }, '004211');
  assert.equal(code.subject, 'Your labstore sign-in code: 004211');
  assert.match(code.text, /^Hello,\n\n.*10 minutes/);
  assert.match(code.text, /^004211$/m);
});

test('what a user typed is escaped in the HTML', () => {
  const email = confirmationEmail({ firstName: '<b>Ana</b>', languagePreference: 0 }, link);
  assert.ok(email.html.includes('Hello &lt;b&gt;Ana&lt;/b&gt;,'));
  assert.ok(!email.html.includes('<b>Ana</b>'));
});
