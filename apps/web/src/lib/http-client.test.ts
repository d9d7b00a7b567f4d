import { test } from 'vitest';
import assert from 'node:assert/strict';
import { ApiError } from './api-error';
import { createHttpClient, type HttpClientDeps } from './http-client';
import { pageDataOf } from './page-data';

const anything = { parse: (data: unknown) => data };

interface Harness {
  deps: HttpClientDeps;
  calls: { url: string; init: RequestInit | undefined }[];
  shown: string[];
  stored: Map<string, string>;
  progress: number[];
}

/** A client whose fetch answers from the given list, one answer per call. */
function harness(answers: (() => Response)[], token: string | null = null): Harness {
  const calls: Harness['calls'] = [];
  const shown: string[] = [];
  const stored = new Map<string, string>([['code', 'stale']]);
  const progress: number[] = [];
  let inFlight = 0;
  const deps: HttpClientDeps = {
    fetch: async (input, init) => {
      calls.push({ url: String(input), init });
      const answer = answers[calls.length - 1];
      if (!answer) throw new Error('unexpected call');
      return answer();
    },
    readToken: () => token,
    showError: (message) => shown.push(message),
    errorCodeStorage: () => ({ setItem: (k: string, v: string) => void stored.set(k, v), removeItem: (k: string) => void stored.delete(k) }),
    progress: { begin: () => progress.push(++inFlight), end: () => progress.push(--inFlight) },
    fallbackMessage: (status) => (status === 0 ? 'offline' : 'generic'),
    errorWords: () => ({ notFound: 'Not Found' }),
  };
  return { deps, calls, shown, stored, progress };
}

const json = (status: number, body: unknown) => () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const networkDown = () => {
  throw new TypeError('fetch failed');
};

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof ApiError);
    return error;
  }
  throw new Error('expected a rejection');
}

test('GET returns the parsed JSON checked by the schema', async () => {
  const h = harness([json(200, { items: [], count: 0 })]);
  const client = createHttpClient(h.deps);
  const result = await client.get('/api/state/list', { parse: (d) => d as { count: number } });
  assert.deepEqual(result, { items: [], count: 0 });
  assert.equal(new Headers(h.calls[0]?.init?.headers).get('Accept'), 'application/json');
});

test('the bearer token is attached when a session exists, and only then', async () => {
  const signedIn = harness([json(200, {})], 'tok');
  await createHttpClient(signedIn.deps).get('/api/x', anything);
  assert.equal(new Headers(signedIn.calls[0]?.init?.headers).get('Authorization'), 'Bearer tok');

  const signedOut = harness([json(200, {})]);
  await createHttpClient(signedOut.deps).get('/api/x', anything);
  assert.equal(new Headers(signedOut.calls[0]?.init?.headers).has('Authorization'), false);
});

test("the site language goes with every call as Accept-Language, so the server answers in it", async () => {
  const spanish = harness([json(200, {}), json(200, {})]);
  const client = createHttpClient({ ...spanish.deps, readLanguage: () => 'es' });
  await client.get('/api/x', anything);
  await client.request('/api/order/add', { method: 'POST', body: {}, schema: anything });
  assert.deepEqual(spanish.calls.map((call) => new Headers(call.init?.headers).get('Accept-Language')), ['es', 'es']);
});

test('an idempotency key is sent as the Idempotency-Key header, and only when given', async () => {
  const keyed = harness([json(200, {})]);
  await createHttpClient(keyed.deps).request('/api/order/add', { method: 'POST', body: {}, schema: anything, idempotencyKey: 'k-1' });
  assert.equal(new Headers(keyed.calls[0]?.init?.headers).get('Idempotency-Key'), 'k-1');

  const plain = harness([json(200, {})]);
  await createHttpClient(plain.deps).request('/api/order/add', { method: 'POST', body: {}, schema: anything });
  assert.equal(new Headers(plain.calls[0]?.init?.headers).has('Idempotency-Key'), false);
});

test('a Retry-After in seconds is kept on the error; none is null', async () => {
  const busy = harness([() => new Response(JSON.stringify({ message: 'busy' }), { status: 409, headers: { 'Retry-After': '2' } })]);
  const error = await rejection(createHttpClient(busy.deps).request('/api/order/add', { method: 'POST', body: {}, schema: anything, silent: true }));
  assert.equal(error.status, 409);
  assert.equal(error.retryAfterSeconds, 2);

  const refused = harness([json(409, { message: 'no' })]);
  const plain = await rejection(createHttpClient(refused.deps).request('/api/order/add', { method: 'POST', body: {}, schema: anything, silent: true }));
  assert.equal(plain.retryAfterSeconds, null);
});

test('a body is sent as JSON', async () => {
  const h = harness([json(200, true)]);
  await createHttpClient(h.deps).request('/api/account/checkEmail', { method: 'POST', body: { email: 'a@b.co' }, schema: anything });
  const init = h.calls[0]?.init;
  assert.equal(init?.method, 'POST');
  assert.equal(init?.body, '{"email":"a@b.co"}');
  assert.equal(new Headers(init?.headers).get('Content-Type'), 'application/json');
});

test('a FormData body is sent as it is, multipart, with no Content-Type of ours (the browser adds the boundary)', async () => {
  const h = harness([json(201, { id: 'image-1', name: 'photo.jpg' })], 'secret');
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }), 'photo.jpg');
  const answer = await createHttpClient(h.deps).request('/api/image', { method: 'POST', body: form, schema: anything });
  assert.deepEqual(answer, { id: 'image-1', name: 'photo.jpg' });
  const init = h.calls[0]?.init;
  assert.equal(init?.body, form);
  const headers = new Headers(init?.headers);
  assert.equal(headers.get('Content-Type'), null);
  assert.equal(headers.get('Authorization'), 'Bearer secret');
  assert.equal(h.calls.length, 1, 'a write is sent once');
});

test('an empty 204 answer parses as undefined', async () => {
  const h = harness([() => new Response(null, { status: 204 })]);
  assert.equal(await createHttpClient(h.deps).request('/api/account/logout', { method: 'POST', schema: anything }), undefined);
});

test('GET is retried once after a 5xx and succeeds', async () => {
  const h = harness([json(503, { message: 'busy' }), json(200, { ok: true })]);
  assert.deepEqual(await createHttpClient(h.deps).get('/api/x', anything), { ok: true });
  assert.equal(h.calls.length, 2);
  assert.deepEqual(h.shown, []);
});

test('GET is retried once after a network error', async () => {
  const h = harness([networkDown, json(200, 1)]);
  assert.equal(await createHttpClient(h.deps).get('/api/x', anything), 1);
  assert.equal(h.calls.length, 2);
});

test('GET fails after the one retry, with the message shown once', async () => {
  const h = harness([json(500, { message: 'Boom.' }), json(500, { message: 'Boom again.' })]);
  const error = await rejection(createHttpClient(h.deps).get('/api/x', anything));
  assert.equal(h.calls.length, 2);
  assert.equal(error.status, 500);
  assert.equal(error.message, 'Boom again.');
  assert.deepEqual(error.body, { message: 'Boom again.' });
  assert.deepEqual(h.shown, ['Boom again.']);
});

test('offline, a read that cannot go out rejects unannounced (the offline banner says it); a write is still announced', async () => {
  const h = harness([networkDown, networkDown, networkDown]);
  const client = createHttpClient({ ...h.deps, isOffline: () => true });
  assert.equal((await rejection(client.get('/api/x', anything))).status, 0);
  assert.deepEqual(h.shown, []);
  assert.equal((await rejection(client.request('/api/order/add', { method: 'POST', body: {}, schema: anything }))).status, 0);
  assert.deepEqual(h.shown, ['offline']);
});

test('online, a read the network drops is announced', async () => {
  const h = harness([networkDown, networkDown]);
  await rejection(createHttpClient({ ...h.deps, isOffline: () => false }).get('/api/x', anything));
  assert.deepEqual(h.shown, ['offline']);
});

test('a 4xx is not retried', async () => {
  const h = harness([json(400, { message: 'The request is invalid.', modelState: { zip: ['5 digit zip code required.'] } })]);
  const error = await rejection(createHttpClient(h.deps).get('/api/x', anything));
  assert.equal(h.calls.length, 1);
  assert.equal(error.message, 'The request is invalid.\n5 digit zip code required.');
});

test('writes are never retried', async () => {
  const server = harness([json(500, {})]);
  await rejection(createHttpClient(server.deps).request('/api/cart', { method: 'POST', body: {}, schema: anything }));
  assert.equal(server.calls.length, 1);

  const network = harness([networkDown]);
  const error = await rejection(createHttpClient(network.deps).request('/api/cart', { method: 'PUT', body: {}, schema: anything }));
  assert.equal(network.calls.length, 1);
  assert.equal(error.status, 0);
  assert.deepEqual(network.shown, ['offline']);
});

test('404 says Not Found', async () => {
  const h = harness([json(404, { message: 'Not Found' })]);
  const error = await rejection(createHttpClient(h.deps).get('/api/product/nope', anything));
  assert.equal(error.message, 'Not Found');
  assert.deepEqual(h.shown, ['Not Found']);
});

test('a body with nothing to say falls back to a generic message', async () => {
  const h = harness([json(500, {}), json(500, {})]);
  const error = await rejection(createHttpClient(h.deps).get('/api/x', anything));
  assert.equal(error.message, 'generic');
});

test('requests whose URL contains Token show no notification but still reject', async () => {
  const h = harness([json(400, { error: 'invalid_grant', error_description: 'The user name or password is incorrect.' })]);
  const error = await rejection(createHttpClient(h.deps).request('/Token', { method: 'POST', body: {}, schema: anything }));
  assert.equal(error.message, 'The user name or password is incorrect.');
  assert.deepEqual(h.shown, []);
});

test('a plain-string error body is stored under "code"', async () => {
  const h = harness([() => new Response('The email a@b.co is already taken.', { status: 400 })]);
  const error = await rejection(createHttpClient(h.deps).request('/api/account/register', { method: 'POST', body: {}, schema: anything }));
  assert.equal(h.stored.get('code'), 'The email a@b.co is already taken.');
  assert.equal(error.body, 'The email a@b.co is already taken.');
});

test('a JSON string body counts as a plain string too', async () => {
  const h = harness([json(400, 'Code 12')]);
  await rejection(createHttpClient(h.deps).request('/api/x', { method: 'POST', schema: anything }));
  assert.equal(h.stored.get('code'), 'Code 12');
});

test('any other error body removes "code"', async () => {
  const h = harness([json(400, { message: 'x' })]);
  await rejection(createHttpClient(h.deps).get('/api/x', anything));
  assert.equal(h.stored.has('code'), false);
});

test('the in-flight count rises once per request and always falls back', async () => {
  const ok = harness([json(503, {}), json(200, {})]);
  await createHttpClient(ok.deps).get('/api/x', anything);
  assert.deepEqual(ok.progress, [1, 0]);

  const failed = harness([json(400, {})]);
  await rejection(createHttpClient(failed.deps).get('/api/x', anything));
  assert.deepEqual(failed.progress, [1, 0]);

  const background = harness([json(200, {})]);
  await createHttpClient(background.deps).request('/api/catalogue/offline', { schema: anything, background: true });
  assert.deepEqual(background.progress, [], 'a background download shows no progress bar');
});

test('revalidate: the read skips the fresh copy of the browser (cache no-cache); other reads use it', async () => {
  const h = harness([json(200, {}), json(200, {})]);
  const client = createHttpClient(h.deps);
  await client.request('/api/catalogue/offline', { schema: anything, revalidate: true });
  await client.get('/api/product/lipid-panel', anything);
  assert.deepEqual(
    h.calls.map((call) => call.init?.cache),
    ['no-cache', undefined],
  );
});

test('an aborted request rejects with the abort, unretried and unannounced', async () => {
  const h = harness([
    () => {
      throw new DOMException('aborted', 'AbortError');
    },
  ]);
  await assert.rejects(createHttpClient(h.deps).get('/api/x', anything), { name: 'AbortError' });
  assert.equal(h.calls.length, 1);
  assert.deepEqual(h.shown, []);
});

test('postForm sends the fields form-encoded', async () => {
  const h = harness([json(200, { access_token: 't' })]);
  await createHttpClient(h.deps).postForm('/Token', { grant_type: 'password', userName: 'a+b@c.co', rememberMe: 'true' }, anything);
  const init = h.calls[0]?.init;
  assert.equal(init?.method, 'POST');
  assert.ok(init?.body instanceof URLSearchParams);
  assert.equal(String(init.body), 'grant_type=password&userName=a%2Bb%40c.co&rememberMe=true');
});

test('a silent request rejects without a notification', async () => {
  const h = harness([json(400, { message: 'The request is invalid.' })]);
  const error = await rejection(createHttpClient(h.deps).request('/api/account/pasword/reset', { method: 'POST', body: {}, schema: anything, silent: true }));
  assert.equal(error.message, 'The request is invalid.');
  assert.deepEqual(h.shown, []);
});

test('a request silent for some statuses notifies the others', async () => {
  const quietNotFound = harness([json(404, { message: 'Not Found' })]);
  const missing = await rejection(createHttpClient(quietNotFound.deps).request('/api/product/nope', { schema: anything, silent: [404] }));
  assert.equal(missing.status, 404);
  assert.deepEqual(quietNotFound.shown, []);
  const down = harness([networkDown, networkDown]);
  const offline = await rejection(createHttpClient(down.deps).request('/api/product/lipid-panel', { schema: anything, silent: [404] }));
  assert.equal(offline.status, 0);
  assert.deepEqual(down.shown, ['offline']);
});

test('keepalive is passed on', async () => {
  const h = harness([json(200, {})]);
  await createHttpClient(h.deps).request('/api/account/logout', { method: 'POST', schema: anything, keepalive: true });
  assert.equal(h.calls[0]?.init?.keepalive, true);
});

test('a 401 to a request carrying a token reports the session gone; without a token it does not', async () => {
  let gone = 0;
  const signedIn = harness([json(401, { message: 'Authorization has been denied for this request.' })], 'tok');
  await rejection(createHttpClient({ ...signedIn.deps, onUnauthorized: () => gone++ }).get('/api/account/userInfo', anything));
  assert.equal(gone, 1);

  const signedOut = harness([json(401, { message: 'Authorization has been denied for this request.' })]);
  await rejection(createHttpClient({ ...signedOut.deps, onUnauthorized: () => gone++ }).get('/api/account/userInfo', anything));
  assert.equal(gone, 1);

  const forbidden = harness([json(403, { message: 'You do not have permission to do this.' })], 'tok');
  await rejection(createHttpClient({ ...forbidden.deps, onUnauthorized: () => gone++ }).get('/api/x', anything));
  assert.equal(gone, 1);
});

test("an explicit bearer is sent instead of the session's, and its 401 is not the session's", async () => {
  let gone = 0;
  const h = harness([json(200, {}), json(401, { message: 'Authorization has been denied for this request.' })], 'admin-token');
  const client = createHttpClient({ ...h.deps, onUnauthorized: () => gone++ });
  await client.request('/api/order/add', { method: 'POST', body: {}, schema: anything, bearer: 'quasi-token' });
  assert.equal(new Headers(h.calls[0]?.init?.headers).get('Authorization'), 'Bearer quasi-token');
  await rejection(client.request('/api/order/add', { method: 'POST', body: {}, schema: anything, bearer: 'quasi-token' }));
  assert.equal(gone, 0);
});

test("a GET the page's HTML answered is not fetched; the next one is", async () => {
  const h = harness([json(200, { name: 'fresh' })]);
  const client = createHttpClient({ ...h.deps, pageData: pageDataOf(JSON.stringify({ '/api/product/a1c': { name: 'in the page' } })) });
  assert.deepEqual(await client.get('/api/product/a1c', anything), { name: 'in the page' });
  assert.equal(h.calls.length, 0);
  assert.deepEqual(h.progress, []);
  assert.deepEqual(await client.get('/api/product/a1c', anything), { name: 'fresh' });
  assert.equal(h.calls.length, 1);
});

test("the page's answer serves reads only, and one the schema refuses is fetched instead", async () => {
  const h = harness([json(200, { ok: 'posted' }), json(200, { count: 2 })]);
  const pageData = pageDataOf(JSON.stringify({ '/api/x': { count: 'two' } }));
  const client = createHttpClient({ ...h.deps, pageData });
  assert.deepEqual(await client.request('/api/x', { method: 'POST', body: {}, schema: anything }), { ok: 'posted' });
  const counted = {
    parse: (data: unknown) => {
      if (typeof data !== 'object' || data === null || !('count' in data) || typeof data.count !== 'number') throw new Error('not a count');
      return data.count;
    },
  };
  assert.equal(await client.get('/api/x', counted), 2);
  assert.deepEqual(
    h.calls.map((call) => call.init?.method),
    ['POST', 'GET'],
  );
});

const asBlob = { parse: (data: unknown) => data as Blob };

test('file: the bytes of a document, asked for as a PDF, with the bearer in the header and not in the URL', async () => {
  const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0xff, 0x00]);
  const h = harness([() => new Response(pdf, { status: 200, headers: { 'Content-Type': 'application/pdf' } })], 'tok');
  const blob = await createHttpClient(h.deps).request('/api/order/results/download/o/r/1', { schema: asBlob, file: true });
  assert.deepEqual(new Uint8Array(await blob.arrayBuffer()), pdf);
  const headers = new Headers(h.calls[0]?.init?.headers);
  assert.equal(headers.get('Authorization'), 'Bearer tok');
  assert.equal(headers.get('Accept'), 'application/pdf, application/json');
  assert.equal(h.calls[0]?.url.includes('tok'), false);
});

test('file: a document asked in the background (automatic keeping) shows no progress bar, kept or failed; asked by the visitor it does', async () => {
  const pdf = () => new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), { status: 200, headers: { 'Content-Type': 'application/pdf' } });
  const quiet = harness([pdf, networkDown, networkDown]);
  const client = createHttpClient(quiet.deps);
  await client.request('/api/order/results/download/o/r/1', { schema: asBlob, file: true, silent: true, background: true });
  await rejection(client.request('/api/order/results/download/o/r/3', { schema: asBlob, file: true, silent: true, background: true }));
  assert.deepEqual(quiet.progress, []);

  const asked = harness([pdf]);
  await createHttpClient(asked.deps).request('/api/order/results/download/o/r/1', { schema: asBlob, file: true, silent: true });
  assert.deepEqual(asked.progress, [1, 0]);
});

test('file: a refusal is an ApiError with the JSON message, a POST is sent once', async () => {
  const h = harness([json(410, { message: 'This link has already been used.' })]);
  const error = await rejection(createHttpClient(h.deps).request('/api/shared/open', { method: 'POST', body: { token: 't' }, silent: true, schema: asBlob, file: true }));
  assert.equal(error.status, 410);
  assert.equal(error.message, 'This link has already been used.');
  assert.deepEqual(h.shown, []);
  assert.equal(h.calls.length, 1);
});
