import { test } from 'vitest';
import assert from 'node:assert/strict';
import { MESSAGES_ES } from '@labstore/domain';
import { buildErrorMessage } from './error-message';
import { commonEn } from './locales/en';
import { commonEs } from './locales/es';

const build = (status: number, body: unknown) => buildErrorMessage(status, body, commonEn.errors);

test('404 gives Not Found even without a body', () => {
  assert.equal(build(404, undefined), 'Not Found');
  assert.equal(build(404, ''), 'Not Found');
});

test("a 404's first line is in the site's language, as the server's own 404 (issue 16)", () => {
  assert.equal(buildErrorMessage(404, undefined, commonEs.errors), 'No encontrado');
  assert.equal(commonEs.errors.notFound, MESSAGES_ES.request.notFound);
  // The server's Spanish 404 is said once.
  assert.equal(buildErrorMessage(404, { message: MESSAGES_ES.request.notFound }, commonEs.errors), 'No encontrado');
});

test('404 with the API body { message: "Not Found" } says it once', () => {
  assert.equal(build(404, { message: 'Not Found' }), 'Not Found');
});

test('404 followed by a different message keeps both, in order', () => {
  assert.equal(build(404, { message: 'Product not found.' }), 'Not Found\nProduct not found.');
});

test('message is used', () => {
  assert.equal(build(400, { message: 'The request is invalid.' }), 'The request is invalid.');
});

test('error_description is used (OAuth answers of /Token)', () => {
  assert.equal(
    build(400, { error: 'invalid_grant', error_description: 'The user name or password is incorrect.' }),
    'The user name or password is incorrect.',
  );
});

test('ErrorInfo is used', () => {
  assert.equal(build(500, { ErrorInfo: 'Card declined.' }), 'Card declined.');
});

test('errorMessage is used only when it has no underscore', () => {
  assert.equal(build(400, { errorMessage: 'Order is closed.' }), 'Order is closed.');
  assert.equal(build(400, { errorMessage: 'ORDER_CLOSED' }), '');
});

test('errorDescription contributes the part after the first line break', () => {
  assert.equal(build(400, { errorDescription: 'Error 17\nThe zip code is unknown.' }), 'The zip code is unknown.');
  assert.equal(build(400, { errorDescription: 'Error 17\r\nLine two\nLine three' }), 'Line two\nLine three');
});

test('errorDescription without a line break is used whole', () => {
  assert.equal(build(400, { errorDescription: 'The zip code is unknown.' }), 'The zip code is unknown.');
});

test('errorDescription with nothing after the break adds nothing', () => {
  assert.equal(build(400, { errorDescription: 'Error 17\n' }), '');
});

test('the parts appear in the spec order, one per line', () => {
  const body = {
    errorDescription: 'Heading\nfive',
    errorMessage: 'four',
    ErrorInfo: 'three',
    error_description: 'two',
    message: 'one',
  };
  assert.equal(build(400, body), 'one\ntwo\nthree\nfour\nfive');
});

test('validationErrors replaces everything before it with all its values joined', () => {
  const body = {
    message: 'The request is invalid.',
    validationErrors: { email: 'Email is invalid.', zip: ['5 digit zip code required.', 'Unknown zip.'] },
  };
  assert.equal(build(404, body), 'Email is invalid.\n5 digit zip code required.\nUnknown zip.');
});

test('validationErrors given as a list is joined too', () => {
  assert.equal(build(400, { validationErrors: ['a', 'b'] }), 'a\nb');
});

test('an empty validationErrors replaces nothing', () => {
  assert.equal(build(400, { message: 'Kept.', validationErrors: {} }), 'Kept.');
});

test('modelState adds one line per message after the message', () => {
  const body = {
    message: 'The request is invalid.',
    modelState: { firstName: ['Please add a first name.'], lastName: ['Please add a last name.', 'Last name can only contain letters.'] },
  };
  assert.equal(
    build(400, body),
    'The request is invalid.\nPlease add a first name.\nPlease add a last name.\nLast name can only contain letters.',
  );
});

test('modelState comes after validationErrors, which does not replace it', () => {
  const body = { message: 'gone', validationErrors: { a: 'joined' }, modelState: { b: ['after'] } };
  assert.equal(build(400, body), 'joined\nafter');
});

test('repeated lines are shown once', () => {
  assert.equal(build(400, { message: 'Same.', error_description: 'Same.', modelState: { x: ['Same.'] } }), 'Same.');
});

test('non-string and blank values are ignored', () => {
  assert.equal(build(400, { message: 42, ErrorInfo: { code: 1 }, error_description: '   ' }), '');
});

test('a plain-string or array body contributes nothing (it is stored under "code" instead)', () => {
  assert.equal(build(400, 'The email test@example.com is already taken.'), '');
  assert.equal(build(500, ['x']), '');
  assert.equal(build(500, null), '');
});
