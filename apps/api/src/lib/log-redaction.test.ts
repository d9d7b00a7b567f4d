import assert from 'node:assert/strict';
import { describe, test } from 'vitest';
import { redactMessage, redactUrl, serializeError } from './log-redaction';

describe('URLs as logged', () => {
  test('query values are redacted but paging and sorting', () => {
    assert.equal(
      redactUrl('/api/keap/disableNonTransactionalEmails?userId=5f0c2a4e-1c9b-4c1e-9d7a-2b1e0f3a4c5d&token=AbC123xyz'),
      '/api/keap/disableNonTransactionalEmails?userId=[redacted]&token=[redacted]',
    );
    assert.equal(redactUrl('/ResetPassword?userId=u1&SecurityCode=s3cr3t'), '/ResetPassword?userId=[redacted]&SecurityCode=[redacted]');
    assert.equal(redactUrl('/api/product/all?$skip=10&$top=5&%24orderby=Name'), '/api/product/all?$skip=10&$top=5&%24orderby=Name');
    assert.equal(redactUrl('/auth?token=eyJhbGciOi&flag'), '/auth?token=[redacted]&flag');
  });

  test('the confirmation link and token-like segments are redacted; slugs and ids are kept', () => {
    const code = 'q3ZPn0vV8xW2mYb7Kc1dEfGhIjKlMnOpQrStUvWxYz0';
    assert.equal(redactUrl(`/confirm/5f0c2a4e-1c9b-4c1e-9d7a-2b1e0f3a4c5d/${code}`), '/confirm/[redacted]/[redacted]');
    assert.equal(redactUrl(`/some/new/link/${code}?x=1`), '/some/new/link/[redacted]?x=[redacted]');
    assert.equal(redactUrl('/api/product/advanced-lipid-panel-lpa-apob'), '/api/product/advanced-lipid-panel-lpa-apob');
    assert.equal(redactUrl('/api/profile/get/5f0c2a4e-1c9b-4c1e-9d7a-2b1e0f3a4c5d'), '/api/profile/get/5f0c2a4e-1c9b-4c1e-9d7a-2b1e0f3a4c5d');
  });

  test('home zips and search words in paths are redacted, whatever the case; the other paths are kept', () => {
    assert.equal(redactUrl('/api/labsite/pwnhealth/46802'), '/api/labsite/pwnhealth/[redacted]');
    assert.equal(redactUrl('/api/labsite/PwnHealth/46802/?x=1'), '/api/labsite/PwnHealth/[redacted]/?x=[redacted]');
    assert.equal(redactUrl('/api/state/zip/46802'), '/api/state/zip/[redacted]');
    assert.equal(redactUrl('/Search/hiv%20test'), '/Search/[redacted]');
    assert.equal(redactUrl('/api/pwnhealth/products/approved'), '/api/pwnhealth/products/approved');
    assert.equal(redactUrl('/search'), '/search');
  });
});

describe('errors as logged', () => {
  test('values quoted by PostgreSQL or JSON.parse are redacted; object names are kept', () => {
    assert.equal(redactMessage('invalid input syntax for type uuid: "Ana Lopez"'), 'invalid input syntax for type uuid: "[redacted]"');
    assert.equal(redactMessage('value "99999999999" is out of range for type integer'), 'value "[redacted]" is out of range for type integer');
    assert.equal(redactMessage('duplicate key value violates unique constraint "users_email_key"'), 'duplicate key value violates unique constraint "users_email_key"');
    assert.equal(redactMessage(`Unexpected token 'a', "{"city": "Springfield"}" is not valid JSON`).includes('Springfield'), false);
  });

  test("only type, code, message and stack: never a database error's parameters, query or detail", () => {
    const error = Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
      code: '23505',
      detail: 'Key (email)=(ana@example.com) already exists.',
      constraint: 'users_email_key',
      table: 'users',
      params: ['Ana', '1 Monument Circle'],
      parameters: ['Ana'],
      query: "insert into users (first_name) values ($1)",
      severity: 'ERROR',
    });
    const logged = serializeError(error);
    assert.deepEqual(Object.keys(logged).sort(), ['code', 'constraint', 'message', 'stack', 'table', 'type']);
    assert.equal(logged.code, '23505');
    const text = JSON.stringify(logged);
    for (const secret of ['ana@example.com', 'Ana', 'Monument', 'insert into']) assert.equal(text.includes(secret), false, secret);
  });

  test("the stack's message line is redacted too, and causes follow", () => {
    const cause = new Error('invalid input syntax for type date: "1985-04-23"');
    const logged = serializeError(new Error('update failed', { cause }));
    assert.equal(logged.cause?.message, 'invalid input syntax for type date: "[redacted]"');
    assert.equal(JSON.stringify(logged).includes('1985-04-23'), false);
    assert.match(logged.stack, /^Error: update failed\n {4}at /);
  });
});
