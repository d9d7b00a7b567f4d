import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { ADMIN_LIST_MESSAGES, emailLogListSchema, type EmailLogList } from '@labstore/domain';
import type { FastifyInstance } from 'fastify';
import { EMAIL_MAX_ATTEMPTS } from '../mail/mailer';
import { FORBIDDEN_MESSAGE, UNAUTHORIZED_MESSAGE } from '../plugins/auth';
import { createTestUser, signedInAdmin, signIn } from '../profiles/profiles.test-fixtures';
import { buildTestApp } from '../testing/test-app';

// Issue 19, spec/03 2 Email Log tab, 7 Email log and 9: the log for
// administrators, 10 a page, by day range (00:00 to 23:59) and search word.

type Headers = Record<string, string>;

describe('GET /api/admin-mail/get', () => {
  let app: FastifyInstance;
  let admin: Headers;
  let customer: Headers;
  beforeAll(async () => {
    app = await buildTestApp({ seed: false });
    ({ headers: admin } = await signedInAdmin(app));
    customer = await signIn(app, (await createTestUser(app)).userId);
  });
  afterAll(() => app.close());

  const get = (query: string, headers: Headers = admin) => app.inject({ method: 'GET', url: `/api/admin-mail/get${query}`, headers });
  const listed = async (query: string): Promise<EmailLogList> => {
    const response = await get(query);
    assert.equal(response.statusCode, 200, response.body);
    return emailLogListSchema.parse(response.json());
  };
  /** A log row written at `at`, its subject holding `marker` so each test finds only its own. */
  const logged = (marker: string, at: string, values: { to?: string; subject?: string; status?: 'queued' | 'retrying' | 'sent' | 'failed' | 'kept'; attempts?: number; error?: string } = {}) =>
    app.db
      .insertInto('email_log')
      .values({
        from_address: 'store@labstore.test',
        to_address: values.to ?? 'jane@example.test',
        subject: values.subject ?? `Your results ${marker}`,
        body_html: '<p>Hello</p>',
        send_by: 'registration',
        created_at: new Date(at),
        status: values.status ?? 'sent',
        attempts: values.attempts ?? 1,
        error: values.error ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

  test('anonymous callers get 401 and customers 403', async () => {
    assert.deepEqual([(await get('', {})).statusCode, (await get('', {})).json()], [401, { message: UNAUTHORIZED_MESSAGE }]);
    assert.deepEqual([(await get('', customer)).statusCode, (await get('', customer)).json()], [403, { message: FORBIDDEN_MESSAGE }]);
  });

  test('answers every field of each entry, with the queue’s attempts and error, no-store', async () => {
    const marker = randomUUID();
    const { id } = await logged(marker, '2025-03-04T10:11:12.000Z', { to: 'zed@example.test', status: 'retrying', attempts: 3, error: 'connect ECONNREFUSED' });
    const response = await get(`?searchWord=${marker}`);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.headers['cache-control'], 'no-store');
    assert.deepEqual(response.json(), {
      items: [
        {
          id,
          from: 'store@labstore.test',
          to: 'zed@example.test',
          subject: `Your results ${marker}`,
          sendBy: 'registration',
          status: 'retrying',
          date: '2025-03-04T10:11:12.000Z',
          attempts: 3,
          maxAttempts: EMAIL_MAX_ATTEMPTS,
          lastAttemptAt: null,
          sentAt: null,
          lastError: 'connect ECONNREFUSED',
        },
      ],
      count: 1,
    });
  });

  test('pages 10 at a time by default, newest first; $skip and $top move and size the page', async () => {
    const marker = randomUUID();
    for (let day = 1; day <= 12; day++) await logged(marker, `2024-05-${String(day).padStart(2, '0')}T08:00:00.000Z`);
    const first = await listed(`?searchWord=${marker}`);
    assert.equal(first.count, 12);
    assert.deepEqual(first.items.map((item) => item.date.slice(8, 10)), ['12', '11', '10', '09', '08', '07', '06', '05', '04', '03']);
    const second = await listed(`?searchWord=${marker}&$skip=10&$top=10&$orderby=CreatedDate%20desc`);
    assert.deepEqual([second.count, second.items.map((item) => item.date.slice(8, 10))], [12, ['02', '01']]);
    assert.deepEqual((await listed(`?searchWord=${marker}&$top=3`)).items.length, 3);
  });

  test('the day range runs from 00:00 of the first day to 23:59 of the last, as the spec’s client sends it or as bare days', async () => {
    const marker = randomUUID();
    await logged(marker, '2023-07-09T23:59:59.000Z', { subject: `day before ${marker}` });
    await logged(marker, '2023-07-10T00:00:00.000Z', { subject: `first minute ${marker}` });
    await logged(marker, '2023-07-12T23:58:00.000Z', { subject: `last day 23:58 ${marker}` });
    await logged(marker, '2023-07-12T23:59:30.000Z', { subject: `last day 23:59 ${marker}` });
    await logged(marker, '2023-07-13T00:00:00.000Z', { subject: `next day ${marker}` });
    const inside = [`last day 23:59 ${marker}`, `last day 23:58 ${marker}`, `first minute ${marker}`];
    const spec = await listed(`?$orderby=CreatedDate%20desc&dateStart=2023-07-10T00:00:00.000Z&dateEnd=2023-07-12T23:59:00.000Z&searchWord=${marker}`);
    assert.deepEqual(spec.items.map((item) => item.subject), inside);
    const days = await listed(`?dateStart=2023-07-10&dateEnd=2023-07-12&searchWord=${marker}`);
    assert.deepEqual(days.items.map((item) => item.subject), inside);
    assert.deepEqual((await listed(`?dateStart=2023-07-13&searchWord=${marker}`)).items.map((item) => item.subject), [`next day ${marker}`]);
    assert.deepEqual((await listed(`?dateEnd=2023-07-09&searchWord=${marker}`)).items.map((item) => item.subject), [`day before ${marker}`]);
  });

  test('the search word matches the sender, the recipient or the subject in any case, its wildcards taken literally', async () => {
    const marker = randomUUID().slice(0, 8);
    await logged(marker, '2022-01-01T00:00:00.000Z', { to: `${marker}@Example.test`, subject: 'Welcome' });
    await logged(marker, '2022-01-02T00:00:00.000Z', { subject: `Results 100% READY ${marker}` });
    await logged(marker, '2022-01-03T00:00:00.000Z', { subject: `Results 100x ready ${marker}` });
    const range = '&dateStart=2022-01-01&dateEnd=2022-01-03';
    assert.deepEqual((await listed(`?searchWord=${marker.toUpperCase()}@EXAMPLE${range}`)).items.map((item) => item.to), [`${marker}@Example.test`]);
    assert.equal((await listed(`?searchWord=ready%20${marker}${range}`)).count, 2);
    assert.deepEqual((await listed(`?searchWord=100%25${range}`)).items.map((item) => item.subject), [`Results 100% READY ${marker}`]);
    assert.equal((await listed(`?searchWord=100_${range}`)).count, 0);
    assert.equal((await listed(`?searchWord=store%40labstore${range}`)).count, 3);
    // Spaces only is no search.
    assert.equal((await listed(`?searchWord=%20%20${range}`)).count, 3);
  });

  test('bad paging, dates, order or search answer 400 with the field’s message', async () => {
    for (const query of ['?$top=0', '?$top=51', '?$skip=-1', '?$skip=abc', '?$orderby=Subject', '?dateStart=05/01/2026', '?dateEnd=2026-02-30', '?dateStart=2026-01-01T00:00:00+02:00', `?searchWord=${'x'.repeat(101)}`, '?searchWord=a%00b']) {
      assert.equal((await get(query)).statusCode, 400, query);
    }
    assert.deepEqual((await get('?$top=51')).json(), { message: 'The request is invalid.', modelState: { $top: [ADMIN_LIST_MESSAGES.top] } });
    assert.deepEqual((await get('?dateStart=yesterday')).json<{ modelState: unknown }>().modelState, { dateStart: [ADMIN_LIST_MESSAGES.day] });
    const spanish = await app.inject({ method: 'GET', url: '/api/admin-mail/get?dateStart=yesterday', headers: { ...admin, 'accept-language': 'es' } });
    assert.match(JSON.stringify(spanish.json()), /Una fecha debe ser un día/);
  });
});
