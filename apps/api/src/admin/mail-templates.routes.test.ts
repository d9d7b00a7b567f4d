import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { MAIL_TEMPLATE_BODY_MAX_LENGTH, MAIL_TEMPLATE_MESSAGES, MESSAGES_ES, REQUEST_MESSAGES, type MailTemplateChange, type MailTemplateList } from '@labstore/domain';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { expectAdminOnly, type AdminCall } from './admin-only.test-fixtures';
import { createTestUser, signedInAdmin } from '../profiles/profiles.test-fixtures';
import { buildTestApp } from '../testing/test-app';

// Issue 20, spec/03 2 Keap Template tab, 3, 5, 7 Mail templates, 8: the
// templates' calls, their rules and messages, the audit rows, and the copy
// link's send through the e-mail queue.

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe('the mail templates administration API', () => {
  let app: FastifyInstance;
  let admin: { userId: string; headers: Headers };

  beforeAll(async () => {
    app = await buildTestApp({ seed: false });
    admin = await signedInAdmin(app);
  });
  afterAll(() => app.close());

  const call = (method: Method, url: string, payload?: object, headers: Headers = admin.headers) =>
    app.inject({ method, url, headers, ...(payload ? { payload } : {}) } as InjectOptions);
  const auditOf = (subjectId: string) =>
    app.db.selectFrom('admin_audit').select(['actor_user_id', 'action', 'subject_kind', 'before', 'after']).where('subject_id', '=', subjectId).orderBy('at').execute();
  const modelState = (response: { json: <T>() => T }, field: string) => response.json<{ modelState?: Record<string, string[]> }>().modelState?.[field];
  const create = async (name: string, body = '<p>Hello</p>', type = 0) => {
    const response = await call('POST', '/api/keap/template/add', { id: null, name, body, type });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<MailTemplateChange>().template;
  };

  test('every route refuses anonymous callers (401) and customers (403)', async () => {
    const id = randomUUID();
    const routes: AdminCall[] = [
      ['GET', '/api/keap/template/get/all'],
      ['GET', `/api/keap/template/${id}`],
      ['POST', '/api/keap/template/add', { name: 'A', body: 'B', type: 0 }],
      ['PUT', '/api/keap/template/update', { id, name: 'A', body: 'B', type: 0 }],
      ['DELETE', `/api/keap/template/delete/${id}`],
      ['POST', `/api/api/keap/send/${id}`, { userId: id }],
    ];
    await expectAdminOnly(app, routes);
  });

  test('add, read, list, update and delete, with spec/03 8 words and an audit row each', async () => {
    const added = await call('POST', '/api/keap/template/add', { id: randomUUID(), name: '  Welcome  ', body: '<p onclick="x()">Hi <script>alert(1)</script><b>there</b></p>', type: 1 });
    assert.equal(added.statusCode, 200);
    const { message, template } = added.json<MailTemplateChange>();
    assert.equal(message, "Keap Mail Template'Welcome' has been created.");
    assert.deepEqual({ name: template.name, body: template.body, type: template.type }, { name: 'Welcome', body: '<p>Hi <b>there</b></p>', type: 1 });

    const read = await call('GET', `/api/keap/template/${template.id}`);
    assert.deepEqual(read.json(), template);
    const list = (await call('GET', '/api/keap/template/get/all')).json<MailTemplateList>();
    assert.deepEqual(
      list.items.find((item) => item.id === template.id),
      { id: template.id, name: 'Welcome', type: 1 },
    );
    assert.equal(list.count, list.items.length);

    const updated = await call('PUT', '/api/keap/template/update', { id: template.id, name: 'Welcome back', body: '<p>Again</p>', type: 0 });
    assert.equal(updated.statusCode, 200);
    assert.equal(updated.json<MailTemplateChange>().message, "Keap Template 'Welcome back' has been updated.");
    assert.equal(updated.json<MailTemplateChange>().template.body, '<p>Again</p>');

    const once = { ...admin.headers, 'idempotency-key': randomUUID() };
    const removed = await call('DELETE', `/api/keap/template/delete/${template.id}`, undefined, once);
    assert.deepEqual([removed.statusCode, removed.json()], [200, { message: 'Template was successfully removed' }]);
    // The spec's one retry of a request whose answer was lost: the same answer, no second row.
    const repeated = await call('DELETE', `/api/keap/template/delete/${template.id}`, undefined, once);
    assert.deepEqual([repeated.statusCode, repeated.json()], [200, { message: 'Template was successfully removed' }]);
    assert.equal((await call('GET', `/api/keap/template/${template.id}`)).statusCode, 404);
    assert.equal((await call('DELETE', `/api/keap/template/delete/${template.id}`)).statusCode, 404);

    const rows = await auditOf(template.id);
    assert.deepEqual(
      rows.map((row) => [row.action, row.actor_user_id, row.subject_kind]),
      [
        ['mail-template.create', admin.userId, 'mail-template'],
        ['mail-template.update', admin.userId, 'mail-template'],
        ['mail-template.delete', admin.userId, 'mail-template'],
      ],
    );
    assert.deepEqual(rows[1]?.before, { name: 'Welcome', type: 1, body: '<p>Hi <b>there</b></p>' });
    assert.deepEqual(rows[1]?.after, { name: 'Welcome back', type: 0, body: '<p>Again</p>' });
  });

  test('the messages are in the request language', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/keap/template/add', headers: { ...admin.headers, 'accept-language': 'es' }, payload: { name: 'Hola', body: 'x', type: 0 } });
    assert.equal(response.json<MailTemplateChange>().message, MESSAGES_ES.mailTemplates.created.replace('{name}', 'Hola'));
  });

  test('spec/03 5: name and body required, body up to 100000, type 0 or 1; a refusal stores nothing', async () => {
    const before = (await call('GET', '/api/keap/template/get/all')).json<MailTemplateList>().count;
    const cases: Array<[object, string, string]> = [
      [{ name: '  ', body: 'x', type: 0 }, 'name', MAIL_TEMPLATE_MESSAGES.nameRequired],
      [{ body: 'x', type: 0 }, 'name', MAIL_TEMPLATE_MESSAGES.nameRequired],
      [{ name: 'n'.repeat(256), body: 'x', type: 0 }, 'name', MAIL_TEMPLATE_MESSAGES.nameTooLong],
      [{ name: 'A', body: ' ', type: 0 }, 'body', MAIL_TEMPLATE_MESSAGES.bodyRequired],
      [{ name: 'A', type: 0 }, 'body', MAIL_TEMPLATE_MESSAGES.bodyRequired],
      [{ name: 'A', body: 'x'.repeat(MAIL_TEMPLATE_BODY_MAX_LENGTH + 1), type: 0 }, 'body', MAIL_TEMPLATE_MESSAGES.bodyTooLong],
      [{ name: 'A', body: 'x', type: 2 }, 'type', MAIL_TEMPLATE_MESSAGES.type],
      [{ name: 'A', body: 'x', type: '0' }, 'type', MAIL_TEMPLATE_MESSAGES.type],
      [{ name: 'A', body: '<script>alert(1)</script>', type: 0 }, 'body', MAIL_TEMPLATE_MESSAGES.bodyEmptyAfterCleaning],
      // Within the limit as typed, over it once the sanitizer escapes each '&'.
      [{ name: 'A', body: '&'.repeat(MAIL_TEMPLATE_BODY_MAX_LENGTH), type: 0 }, 'body', MAIL_TEMPLATE_MESSAGES.bodyTooLong],
    ];
    for (const [payload, field, message] of cases) {
      const response = await call('POST', '/api/keap/template/add', payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload).slice(0, 80));
      assert.deepEqual(modelState(response, field), [message], JSON.stringify(payload).slice(0, 80));
    }
    const longest = await create('Longest', 'x'.repeat(MAIL_TEMPLATE_BODY_MAX_LENGTH));
    assert.equal(longest.body.length, MAIL_TEMPLATE_BODY_MAX_LENGTH);
    assert.equal((await call('GET', '/api/keap/template/get/all')).json<MailTemplateList>().count, before + 1);
  });

  test('update and the id paths: an unknown or malformed id is 404 or 400, never a 5xx', async () => {
    const missing = await call('PUT', '/api/keap/template/update', { id: randomUUID(), name: 'A', body: 'x', type: 0 });
    assert.deepEqual([missing.statusCode, missing.json<{ message: string }>().message], [404, REQUEST_MESSAGES.notFound]);
    const malformed = await call('PUT', '/api/keap/template/update', { id: 'not-an-id', name: 'A', body: 'x', type: 0 });
    assert.deepEqual([malformed.statusCode, modelState(malformed, 'id')], [400, [MAIL_TEMPLATE_MESSAGES.id]]);
    for (const id of ['not-an-id', '1', randomUUID()]) {
      assert.equal((await call('GET', `/api/keap/template/${id}`)).statusCode, 404, id);
      assert.equal((await call('DELETE', `/api/keap/template/delete/${id}`)).statusCode, 404, id);
      assert.equal((await call('POST', `/api/api/keap/send/${id}`, { userId: admin.userId })).statusCode, 404, id);
    }
  });

  describe('POST /api/api/keap/send/{id}', () => {
    const emailsTo = (userId: string) => app.db.selectFrom('email_log').select(['to_address', 'subject', 'body_html', 'body_text', 'send_by', 'status']).where('user_id', '=', userId).execute();

    test('queues exactly one e-mail for the account, audited', async () => {
      const template = await create('Your results are in', '<p>Dear customer, <b>see</b> your account.</p>', 0);
      const user = await createTestUser(app);
      const once = { ...admin.headers, 'idempotency-key': randomUUID() };
      const response = await call('POST', `/api/api/keap/send/${template.id}`, { userId: user.userId }, once);
      assert.equal(response.statusCode, 200, response.body);
      // spec/03 8's retry of the same request sends nothing more.
      const repeated = await call('POST', `/api/api/keap/send/${template.id}`, { userId: user.userId }, once);
      assert.deepEqual(repeated.json(), response.json());
      assert.equal(response.json<{ message: string }>().message, `Template 'Your results are in' was queued for ${user.email}.`);
      const emails = await emailsTo(user.userId);
      assert.equal(emails.length, 1);
      assert.deepEqual(
        { ...emails[0], status: undefined },
        { to_address: user.email, subject: 'Your results are in', body_html: template.body, body_text: 'Dear customer, see your account.\n', send_by: 'keap-template', status: undefined },
      );
      const rows = await auditOf(template.id);
      assert.deepEqual(
        rows.filter((row) => row.action === 'mail-template.send').map((row) => row.after),
        [{ name: 'Your results are in', userId: user.userId, email: user.email, emailLogId: response.json<{ emailLogId: string }>().emailLogId, status: emails[0]?.status }],
      );
    });

    test('a NonTransactional template goes only to an account that takes such e-mail; never to a disabled or unknown account', async () => {
      const template = await create('Spring offer', '<p>10% off</p>', 1);
      const declines = await createTestUser(app);
      await app.db.updateTable('users').set({ receive_non_transactional_emails: false }).where('id', '=', declines.userId).execute();
      const refused = await call('POST', `/api/api/keap/send/${template.id}`, { userId: declines.userId });
      assert.deepEqual([refused.statusCode, refused.json<{ message: string }>().message], [400, `${declines.email} does not accept non-transactional e-mails.`]);
      assert.equal((await emailsTo(declines.userId)).length, 0);

      const accepts = await createTestUser(app);
      await app.db.updateTable('users').set({ receive_non_transactional_emails: true }).where('id', '=', accepts.userId).execute();
      assert.equal((await call('POST', `/api/api/keap/send/${template.id}`, { userId: accepts.userId })).statusCode, 200);
      assert.equal((await emailsTo(accepts.userId)).length, 1);

      const disabled = await createTestUser(app);
      await app.db.updateTable('users').set({ is_active: false, receive_non_transactional_emails: true }).where('id', '=', disabled.userId).execute();
      const off = await call('POST', `/api/api/keap/send/${template.id}`, { userId: disabled.userId });
      assert.deepEqual([off.statusCode, off.json<{ message: string }>().message], [400, `${disabled.email} is disabled and gets no e-mail.`]);

      const unknown = await call('POST', `/api/api/keap/send/${template.id}`, { userId: randomUUID() });
      assert.deepEqual([unknown.statusCode, modelState(unknown, 'userId')], [400, [MAIL_TEMPLATE_MESSAGES.noSuchUser]]);
      const malformed = await call('POST', `/api/api/keap/send/${template.id}`, { userId: 'someone' });
      assert.deepEqual([malformed.statusCode, modelState(malformed, 'userId')], [400, [MAIL_TEMPLATE_MESSAGES.userId]]);
      assert.equal((await auditOf(template.id)).filter((row) => row.action === 'mail-template.send').length, 1);
    });

    test('a GET of the link changes nothing', async () => {
      const template = await create('Not by GET');
      const response = await call('GET', `/api/api/keap/send/${template.id}`);
      assert.equal(response.statusCode, 404);
    });
  });
});
