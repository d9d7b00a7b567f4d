import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { APP_PATHS } from '@labstore/domain';
import type { FastifyInstance } from 'fastify';
import { redactUrl } from '../lib/log-redaction';
import { buildCapturedLogApp } from './captured-log-app.test-support';
import { documentedRoutes, fillPath } from './suite.test-support';

// DESIGN.md API: nothing personal reaches the logs, and request URLs are
// logged. Every path parameter of the API and every $parameter of the web
// app's pages is named here, personal or not; a new one fails this suite
// until it is, and a personal one must come out of lib/log-redaction.ts
// redacted.
const PATH_PARAMETERS = new Map<string, 'personal' | 'not personal'>([
  // A home zip: test centers near it (spec/02 2.11), the state it is in (spec/01 5).
  ['zip', 'personal'],
  // Confirmation link: the account and its one-time code (spec/01 2.1).
  ['user', 'personal'],
  ['security', 'personal'],
  // A search's words can name a condition (spec/02 search/{text}).
  ['text', 'personal'],
  // Ids of rows, catalogue slugs, flags and paging: kept, so a log line says what was asked for.
  ['id', 'not personal'],
  ['slugOrId', 'not personal'],
  ['slug', 'not personal'],
  ['userId', 'not personal'],
  ['accountId', 'not personal'],
  ['orderId', 'not personal'],
  // A requisition's id (spec/02 3 apiResultId): the partner's reference, no patient's data.
  ['apiResultId', 'not personal'],
  ['itemId', 'not personal'],
  // A panel and its member test (spec/03 7 Catalogue and products).
  ['parentId', 'not personal'],
  ['childId', 'not personal'],
  ['shareId', 'not personal'],
  ['paymentTypeId', 'not personal'],
  ['flags', 'not personal'],
  ['panels', 'not personal'],
  ['type', 'not personal'],
  ['enabled', 'not personal'],
  ['active', 'not personal'],
  ['isActive', 'not personal'],
  ['skip', 'not personal'],
  ['top', 'not personal'],
  // A promotion's code is printed on the store's own offers.
  ['code', 'not personal'],
  // The partner order filter (spec/03 4: 0 all to 4 results).
  ['status', 'not personal'],
]);

/** A value no log would hold by chance, per parameter. */
const sampleOf = (name: string) => `46802${name.length}Zq${name}`;

describe('security suite: personal values in paths are redacted in the logs', () => {
  let app: FastifyInstance;
  let logText: () => string;

  beforeAll(async () => {
    ({ app, logText } = await buildCapturedLogApp());
    await app.ready();
  });
  afterAll(() => app.close());

  test('every path parameter of the API and of the web app is named personal or not', () => {
    const apiParameters = documentedRoutes(app).flatMap((route) => route.pathParams.map((name) => ({ name, where: route.key })));
    const pageParameters = Object.values(APP_PATHS).flatMap((path) => path.split('/').filter((segment) => segment.startsWith('$')).map((segment) => ({ name: segment.slice(1), where: path })));
    assert.ok(apiParameters.some(({ name }) => name === 'zip'), 'the routes are found');
    const unnamed = [...apiParameters, ...pageParameters].filter(({ name }) => !PATH_PARAMETERS.has(name));
    assert.deepEqual(unnamed, [], 'name these in PATH_PARAMETERS');
  });

  test('a personal parameter never survives redaction, in the API paths and the pages', () => {
    const apiPaths = documentedRoutes(app).map((route) => route.path);
    // The pages spell parameters $name; the API {name}.
    const pagePaths = Object.values(APP_PATHS).map((path) => path.replace(/\$(\w+)/g, '{$1}'));
    for (const path of [...apiPaths, ...pagePaths]) {
      const personal = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').filter((name) => PATH_PARAMETERS.get(name) === 'personal');
      const url = fillPath(path, sampleOf);
      for (const name of personal) {
        for (const spelling of [url, url.toUpperCase(), `${url}?x=1`]) assert.ok(!redactUrl(spelling).toLowerCase().includes(sampleOf(name).toLowerCase()), `${path}: ${name} in ${redactUrl(spelling)}`);
      }
    }
  });

  test('the test center finder and the state lookup leave the zip out of the log', async () => {
    for (const url of ['/api/labsite/pwnhealth/46802', '/api/state/zip/46802']) {
      const response = await app.inject({ method: 'GET', url });
      assert.ok(response.statusCode < 500, `${url}: ${response.statusCode}`);
    }
    const log = logText();
    assert.match(log, /"url":"\/api\/labsite\/pwnhealth\/\[redacted\]"/);
    assert.match(log, /"url":"\/api\/state\/zip\/\[redacted\]"/);
    assert.equal(log.includes('46802'), false, 'the log holds the zip');
  });
});
