import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { ADMIN_PAGE_MESSAGES, MESSAGES_ES, fillTemplate, type AdminPageList, type AdminPageSaved, type NavigationItem } from '@labstore/domain';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { GENEROUS_LIMITS } from '../accounts/accounts.test-fixtures';
import { expectAdminOnly, type AdminCall } from './admin-only.test-fixtures';
import { signedInAdmin } from '../profiles/profiles.test-fixtures';
import { buildTestApp } from '../testing/test-app';

// Issue 20, spec/03 2 Pages (Edit) tab, 3 Content page, 5 Page, 7 Pages, 8:
// the page editor, its HTML sanitized, each change audited and seen at once
// by the storefront's cached navigation and the sitemap.

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const ADDRESS = '203.0.113.10';

describe('the page editor API', () => {
  let app: FastifyInstance;
  let admin: { userId: string; headers: Headers };

  beforeAll(async () => {
    app = await buildTestApp({ environment: { ...GENEROUS_LIMITS } });
    admin = await signedInAdmin(app);
  });
  afterAll(() => app.close());

  const call = (method: Method, url: string, payload?: object, headers: Headers = admin.headers) =>
    app.inject({ method, url, headers, remoteAddress: ADDRESS, ...(payload ? { payload } : {}) } as InjectOptions);
  const fieldMessage = (response: { statusCode: number; json: <T>() => T }, field: string) => [response.statusCode, response.json<{ modelState?: Record<string, string[]> }>().modelState?.[field]];
  const auditOf = (subjectId: string) =>
    app.db.selectFrom('admin_audit').select(['actor_user_id', 'action', 'subject_kind', 'before', 'after', 'client_address']).where('subject_id', '=', subjectId).orderBy('at').execute();
  const flatten = (items: NavigationItem[]): NavigationItem[] => items.flatMap((item) => [item, ...flatten(item.subitems)]);
  const navigation = async () => flatten((await call('GET', '/api/content/list', undefined, {})).json<{ items: NavigationItem[] }>().items);
  const sitemap = async () => (await call('GET', '/sitemap.xml', undefined, {})).body;
  const page = (name: string, more: object = {}) => ({
    name,
    parent: 'main',
    isLink: false,
    combobox: null,
    content: '<p>About our lab</p>',
    description: 'Who we are',
    slug: '',
    metaDescription: null,
    pageTitle: null,
    metaRobots: null,
    isActive: true,
    iconName: null,
    position: 50,
    ...more,
  });

  test('every route refuses anonymous callers (401) and customers (403)', async () => {
    const id = randomUUID();
    const routes: AdminCall[] = [
      ['GET', '/api/content/all'],
      ['POST', '/api/content/add', page('Refused page')],
      ['PUT', '/api/content/update', { id, ...page('Refused page') }],
      ['DELETE', `/api/content/delete/${id}`],
    ];
    await expectAdminOnly(app, routes);
    assert.equal(await app.db.selectFrom('content_pages').select('id').where('name', '=', 'Refused page').executeTakeFirst(), undefined);
  });

  test('the list: every page, inactive ones too, by parent and position', async () => {
    const response = await call('GET', '/api/content/all');
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.headers['cache-control'], 'no-store');
    const list = response.json<AdminPageList>();
    const stored = await app.db.selectFrom('content_pages').select('id').execute();
    assert.deepEqual([list.items.length, list.count], [stored.length, stored.length]);
    const order = list.items.map((item) => [item.parent, item.position] as const);
    assert.deepEqual(order, [...order].sort((a, b) => (a[0] === b[0] ? a[1] - b[1] : a[0] < b[0] ? -1 : 1)));
  });

  test('add: name, parent and content required, meta fields up to 300, the HTML sanitized, "Successfully added", audited, in the navigation and the sitemap at once', async () => {
    const before = await navigation();
    assert.deepEqual(fieldMessage(await call('POST', '/api/content/add', page(' ')), 'name'), [400, [ADMIN_PAGE_MESSAGES.nameRequired]]);
    assert.deepEqual(fieldMessage(await call('POST', '/api/content/add', page('About us', { parent: '' })), 'parent'), [400, [ADMIN_PAGE_MESSAGES.parentRequired]]);
    assert.deepEqual(fieldMessage(await call('POST', '/api/content/add', page('About us', { content: '  ' })), 'content'), [400, [ADMIN_PAGE_MESSAGES.contentRequired]]);
    for (const field of ['metaDescription', 'pageTitle', 'metaRobots']) {
      assert.deepEqual(fieldMessage(await call('POST', '/api/content/add', page('About us', { [field]: 'x'.repeat(301) })), field), [400, [ADMIN_PAGE_MESSAGES.metaLength]], field);
    }
    assert.deepEqual(fieldMessage(await call('POST', '/api/content/add', page('About us', { slug: 'a b' })), 'slug'), [400, [ADMIN_PAGE_MESSAGES.slugFormat]]);
    assert.deepEqual(fieldMessage(await call('POST', '/api/content/add', page('About us', { position: 1.5 })), 'position'), [400, [ADMIN_PAGE_MESSAGES.position]]);
    const spanish = await call('POST', '/api/content/add', page(' '), { ...admin.headers, 'accept-language': 'es' });
    assert.deepEqual(fieldMessage(spanish, 'name'), [400, [MESSAGES_ES.adminPages.nameRequired]]);

    const name = `Our story ${randomUUID().slice(0, 6)}`;
    const response = await call(
      'POST',
      '/api/content/add',
      page(name, { content: '<p onclick="steal()">Hello<script>alert(1)</script><a href="javascript:alert(2)">x</a></p>', metaDescription: 'm'.repeat(300), pageTitle: 'Our story' }),
    );
    assert.equal(response.statusCode, 200, response.body);
    const saved = response.json<AdminPageSaved>();
    assert.equal(saved.message, ADMIN_PAGE_MESSAGES.added);
    assert.equal(saved.page.content, '<p>Hello<a>x</a></p>');
    assert.match(saved.page.slug, /^our-story-[a-z0-9]+$/);
    assert.deepEqual([saved.page.type, saved.page.parent, saved.page.metaDescription, saved.page.isActive], ['navigation', 'main', 'm'.repeat(300), true]);
    const stored = await app.db.selectFrom('content_pages').select('content').where('id', '=', saved.page.id).executeTakeFirstOrThrow();
    assert.equal(stored.content, '<p>Hello<a>x</a></p>');

    const audit = await auditOf(saved.page.id);
    assert.deepEqual(
      audit.map((row) => [row.actor_user_id, row.action, row.subject_kind, row.before, row.client_address]),
      [[admin.userId, 'page.create', 'page', null, ADDRESS]],
    );
    const { content, ...described } = saved.page;
    assert.deepEqual(audit[0]?.after, { ...described, contentLength: content.length });

    // The navigation had been read (and cached) before: the page is in it at once, and in the sitemap.
    assert.ok(!before.some((item) => item.id === saved.page.id));
    assert.ok((await navigation()).some((item) => item.id === saved.page.id && item.name === name));
    assert.ok((await sitemap()).includes(`/${saved.page.slug}<`));

    // A duplicate slug is refused by name.
    const twin = await call('POST', '/api/content/add', page('Another story', { slug: saved.page.slug }));
    const taken = fillTemplate(ADMIN_PAGE_MESSAGES.slugTaken, { slug: saved.page.slug });
    assert.deepEqual([twin.statusCode, twin.json<{ message: string }>().message, twin.json<{ modelState?: Record<string, string[]> }>().modelState?.slug], [400, taken, [taken]]);

    // A page under the footer is a footer entry.
    const footer = (await call('POST', '/api/content/add', page(`Legal ${randomUUID().slice(0, 6)}`, { parent: 'footer' }))).json<AdminPageSaved>();
    assert.equal(footer.page.type, 'footer');
  });

  test('a link: its slug may be an http(s) address or a path of the site, and it needs no content; a page may not', async () => {
    const trustpilot = await app.db.selectFrom('content_pages').select(['id', 'slug', 'name', 'position']).where('is_link', '=', true).executeTakeFirstOrThrow();
    const kept = await call('PUT', '/api/content/update', { id: trustpilot.id, ...page(trustpilot.name, { isLink: true, slug: trustpilot.slug, content: '', position: trustpilot.position }) });
    assert.equal(kept.statusCode, 200, kept.body);
    assert.equal(kept.json<AdminPageSaved>().page.slug, trustpilot.slug);
    const inApp = await call('POST', '/api/content/add', page(`All tests ${randomUUID().slice(0, 6)}`, { isLink: true, slug: `/tests?x=${randomUUID().slice(0, 6)}`, content: '' }));
    assert.equal(inApp.statusCode, 200, inApp.body);

    assert.deepEqual(fieldMessage(await call('POST', '/api/content/add', page('Elsewhere', { slug: 'https://example.com/' })), 'slug'), [400, [ADMIN_PAGE_MESSAGES.slugFormat]]);
    assert.deepEqual(fieldMessage(await call('POST', '/api/content/add', page('Elsewhere', { isLink: true, slug: 'javascript:alert(1)' })), 'slug'), [400, [ADMIN_PAGE_MESSAGES.slugFormat]]);
    assert.deepEqual(fieldMessage(await call('POST', '/api/content/add', page('Elsewhere', { content: '' })), 'content'), [400, [ADMIN_PAGE_MESSAGES.contentRequired]]);
  });

  test('update: "Updated.", audited with before and after, a duplicate slug refused, the navigation follows at once', async () => {
    const name = `Careers ${randomUUID().slice(0, 6)}`;
    const created = (await call('POST', '/api/content/add', page(name))).json<AdminPageSaved>().page;
    assert.ok((await navigation()).some((item) => item.id === created.id));
    const other = (await call('POST', '/api/content/add', page(`Press ${randomUUID().slice(0, 6)}`))).json<AdminPageSaved>().page;

    const duplicate = await call('PUT', '/api/content/update', { id: created.id, ...page(name, { slug: other.slug }) });
    assert.deepEqual([duplicate.statusCode, duplicate.json<{ message: string }>().message], [400, fillTemplate(ADMIN_PAGE_MESSAGES.slugTaken, { slug: other.slug })]);
    const unknown = await call('PUT', '/api/content/update', { id: randomUUID(), ...page(name) });
    assert.deepEqual([unknown.statusCode, unknown.json<{ message: string }>().message], [404, ADMIN_PAGE_MESSAGES.notFound]);
    assert.deepEqual(fieldMessage(await call('PUT', '/api/content/update', { id: 'x', ...page(name) }), 'id'), [400, [ADMIN_PAGE_MESSAGES.pageId]]);

    const response = await call('PUT', '/api/content/update', { id: created.id, ...page(`${name} and jobs`, { slug: created.slug, isActive: false, content: '<h2>Jobs</h2><img src="x" onerror="alert(1)">' }) });
    assert.equal(response.statusCode, 200, response.body);
    const saved = response.json<AdminPageSaved>();
    assert.equal(saved.message, ADMIN_PAGE_MESSAGES.updated);
    assert.deepEqual(saved.page, { ...created, name: `${name} and jobs`, isActive: false, content: '<h2>Jobs</h2><img src="x" />' });
    assert.deepEqual(
      (await auditOf(created.id)).map((row) => [row.action, (row.before as { name?: string } | null)?.name, (row.after as { name?: string; isActive?: boolean }).isActive]),
      [
        ['page.create', undefined, true],
        ['page.update', name, false],
      ],
    );
    // Made inactive: out of the navigation and the sitemap at once, still in the editor's list.
    assert.ok(!(await navigation()).some((item) => item.id === created.id));
    assert.ok(!(await sitemap()).includes(`/${created.slug}<`));
    assert.ok((await call('GET', '/api/content/all')).json<AdminPageList>().items.some((item) => item.id === created.id && !item.isActive));

    const spanish = await call('PUT', '/api/content/update', { id: created.id, ...page(name, { slug: created.slug }) }, { ...admin.headers, 'accept-language': 'es' });
    assert.equal(spanish.json<AdminPageSaved>().message, MESSAGES_ES.adminPages.updated);
  });

  test('delete: removed, audited, gone from the navigation at once; an unknown page is 404', async () => {
    const created = (await call('POST', '/api/content/add', page(`Old news ${randomUUID().slice(0, 6)}`))).json<AdminPageSaved>().page;
    assert.ok((await navigation()).some((item) => item.id === created.id));
    const removed = await call('DELETE', `/api/content/delete/${created.id}`);
    assert.deepEqual([removed.statusCode, removed.json()], [200, { id: created.id, message: ADMIN_PAGE_MESSAGES.removed }]);
    assert.ok(!(await navigation()).some((item) => item.id === created.id));
    assert.deepEqual(
      (await auditOf(created.id)).map((row) => [row.action, row.after === null]),
      [
        ['page.create', false],
        ['page.remove', true],
      ],
    );
    const again = await call('DELETE', `/api/content/delete/${created.id}`);
    assert.deepEqual([again.statusCode, again.json<{ message: string }>().message], [404, ADMIN_PAGE_MESSAGES.notFound]);
    assert.equal((await call('DELETE', '/api/content/delete/not-a-guid')).statusCode, 400);
  });
});
