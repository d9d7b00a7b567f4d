import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import {
  ADMIN_CATEGORY_MESSAGES,
  ADMIN_LIST_MESSAGES,
  MESSAGES_ES,
  fillTemplate,
  type AdminCategory,
  type AdminCategoryList,
  type AdminCategorySaved,
} from '@labstore/domain';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { GENEROUS_LIMITS } from '../accounts/accounts.test-fixtures';
import { expectAdminOnly, type AdminCall } from './admin-only.test-fixtures';
import { signedInAdmin } from '../profiles/profiles.test-fixtures';
import { buildTestApp } from '../testing/test-app';

// Issue 20, spec/03 2 Categories tab, 3 Category, 5 Category, 7 Categories,
// 8: the category editor, each change audited and seen at once by the
// storefront's cached list.

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const ADDRESS = '203.0.113.9';

describe('the category editor API', () => {
  let app: FastifyInstance;
  let admin: { userId: string; headers: Headers };
  let imageId: string;

  beforeAll(async () => {
    app = await buildTestApp({ environment: { ...GENEROUS_LIMITS } });
    admin = await signedInAdmin(app);
    const image = await app.db
      .insertInto('images')
      .values({ name: 'heart.png', mime_type: 'image/png', bytes: Buffer.from([1, 2, 3]), byte_size: 3 })
      .returning('id')
      .executeTakeFirstOrThrow();
    imageId = image.id;
  });
  afterAll(() => app.close());

  const call = (method: Method, url: string, payload?: object, headers: Headers = admin.headers) =>
    app.inject({ method, url, headers, remoteAddress: ADDRESS, ...(payload ? { payload } : {}) } as InjectOptions);
  const fieldMessage = (response: { statusCode: number; json: <T>() => T }, field: string) => [response.statusCode, response.json<{ modelState?: Record<string, string[]> }>().modelState?.[field]];
  const auditOf = (subjectId: string) =>
    app.db.selectFrom('admin_audit').select(['actor_user_id', 'action', 'subject_kind', 'before', 'after', 'client_address']).where('subject_id', '=', subjectId).orderBy('at').execute();
  const publicList = async (flags = 255) => (await call('GET', `/api/category/type/${flags}`, undefined, {})).json<{ items: Array<{ id: string; name: string; flags: number }> }>().items;
  const fields = (name: string, more: object = {}) => ({ name, description: 'Tests of the heart', image1Id: null, image2Id: null, flags: 0, ...more });

  test('every route refuses anonymous callers (401) and customers (403)', async () => {
    const id = randomUUID();
    const routes: AdminCall[] = [
      ['POST', '/api/category/search/', { search: '' }],
      ['GET', `/api/category/${id}`],
      ['POST', '/api/category', fields('Refused category')],
      ['PUT', '/api/category', { id, ...fields('Refused category') }],
      ['DELETE', `/api/category/${id}`],
    ];
    await expectAdminOnly(app, routes);
    assert.equal(await app.db.selectFrom('categories').select('id').where('name', '=', 'Refused category').executeTakeFirst(), undefined);
  });

  test('the list: 10 a page by name with the count, each with how many tests it holds; a search matches part of the name, any case', async () => {
    const page = await call('POST', '/api/category/search/', { search: '' });
    assert.equal(page.statusCode, 200, page.body);
    assert.equal(page.headers['cache-control'], 'no-store');
    const list = page.json<AdminCategoryList>();
    const stored = await app.db.selectFrom('categories').select(['id', 'name']).execute();
    assert.deepEqual([list.items.length, list.count], [Math.min(10, stored.length), stored.length]);
    const names = list.items.map((category) => category.name.toLowerCase());
    assert.deepEqual(names, [...names].sort());
    const withTests = list.items.find((category) => category.productCount > 0);
    assert.ok(withTests, 'a seeded category holds tests');
    const held = await app.db.selectFrom('products').select('id').where('category_id', '=', withTests.id).execute();
    assert.equal(withTests.productCount, held.length);

    const second = (await call('POST', '/api/category/search/', { search: '', $skip: 10, $top: 10 })).json<AdminCategoryList>();
    assert.equal(second.count, stored.length);
    assert.ok(!second.items.some((category) => list.items.some((first) => first.id === category.id)));

    const one = stored[0];
    assert.ok(one);
    const found = (await call('POST', '/api/category/search/', { search: one.name.slice(1, 5).toUpperCase() })).json<AdminCategoryList>();
    assert.ok(found.items.some((category) => category.id === one.id));
    const none = (await call('POST', '/api/category/search/', { search: '%_' })).json<AdminCategoryList>();
    assert.deepEqual(none, { items: [], count: 0 });

    assert.deepEqual(fieldMessage(await call('POST', '/api/category/search/', { search: '', $top: 51 }), '$top'), [400, [ADMIN_LIST_MESSAGES.top]]);
  });

  test('create: the rules of spec/03 5, the image ids checked, the notice of spec/03 8, an audit row, the storefront sees it at once', async () => {
    const before = await publicList(1);
    const tooShort = await call('POST', '/api/category', fields('Heart'));
    assert.deepEqual(fieldMessage(tooShort, 'name'), [400, [ADMIN_CATEGORY_MESSAGES.nameLength]]);
    assert.deepEqual(fieldMessage(await call('POST', '/api/category', fields('      ')), 'name'), [400, [ADMIN_CATEGORY_MESSAGES.nameRequired]]);
    assert.deepEqual(fieldMessage(await call('POST', '/api/category', fields('x'.repeat(256))), 'name'), [400, [ADMIN_CATEGORY_MESSAGES.nameLength]]);
    assert.deepEqual(fieldMessage(await call('POST', '/api/category', fields('Heart health', { description: 'x'.repeat(4001) })), 'description'), [400, [ADMIN_CATEGORY_MESSAGES.descriptionLength]]);
    assert.deepEqual(fieldMessage(await call('POST', '/api/category', fields('Heart health', { flags: 256 })), 'flags'), [400, [ADMIN_CATEGORY_MESSAGES.flags]]);
    assert.deepEqual(fieldMessage(await call('POST', '/api/category', fields('Heart health', { image1Id: 'no-image' })), 'image1Id'), [400, [ADMIN_CATEGORY_MESSAGES.imageId]]);
    assert.deepEqual(fieldMessage(await call('POST', '/api/category', fields('Heart health', { image2Id: randomUUID() })), 'image2Id'), [400, [ADMIN_CATEGORY_MESSAGES.imageUnknown]]);
    // In the request's language.
    const spanish = await call('POST', '/api/category', fields('Heart'), { ...admin.headers, 'accept-language': 'es' });
    assert.deepEqual(fieldMessage(spanish, 'name'), [400, [MESSAGES_ES.adminCategories.nameLength]]);

    const name = `Heart health ${randomUUID().slice(0, 6)}`;
    const response = await call('POST', '/api/category', fields(`  ${name}  `, { description: 'x'.repeat(4000), image1Id: imageId, flags: 1 }));
    assert.equal(response.statusCode, 200, response.body);
    const saved = response.json<AdminCategorySaved>();
    assert.equal(saved.message, fillTemplate(ADMIN_CATEGORY_MESSAGES.created, { name }));
    assert.deepEqual({ ...saved.category, id: '' }, { id: '', slug: saved.category.slug, name, description: 'x'.repeat(4000), image1Id: imageId, image2Id: null, flags: 1, productCount: 0 });
    assert.match(saved.category.slug, /^heart-health-[a-z0-9]+$/);

    const read = await call('GET', `/api/category/${saved.category.id}`);
    assert.deepEqual([read.statusCode, read.json()], [200, saved.category]);
    assert.deepEqual(await auditOf(saved.category.id), [
      {
        actor_user_id: admin.userId,
        action: 'category.create',
        subject_kind: 'category',
        before: null,
        after: { name, slug: saved.category.slug, description: 'x'.repeat(4000), image1Id: imageId, image2Id: null, flags: 1 },
        client_address: ADDRESS,
      },
    ]);
    // The storefront's carousel list had been read (and cached) before: it shows the new category at once.
    assert.ok(!before.some((category) => category.id === saved.category.id));
    assert.ok((await publicList(1)).some((category) => category.id === saved.category.id && category.name === name));

    // A second category of the same name gets a slug of its own.
    const twin = (await call('POST', '/api/category', fields(name))).json<AdminCategorySaved>();
    assert.notEqual(twin.category.slug, saved.category.slug);
  });

  test('update: the same rules, the notice, an audit row with before and after, the storefront follows at once', async () => {
    const name = `Kidney tests ${randomUUID().slice(0, 6)}`;
    const created = (await call('POST', '/api/category', fields(name, { flags: 1 }))).json<AdminCategorySaved>().category;
    assert.ok((await publicList(1)).some((category) => category.id === created.id));

    assert.deepEqual(fieldMessage(await call('PUT', '/api/category', { id: created.id, ...fields('Tiny') }), 'name'), [400, [ADMIN_CATEGORY_MESSAGES.nameLength]]);
    assert.deepEqual(fieldMessage(await call('PUT', '/api/category', { id: 'nope', ...fields(name) }), 'id'), [400, [ADMIN_CATEGORY_MESSAGES.categoryId]]);
    const unknown = await call('PUT', '/api/category', { id: randomUUID(), ...fields(name) });
    assert.deepEqual([unknown.statusCode, unknown.json<{ message: string }>().message], [404, ADMIN_CATEGORY_MESSAGES.notFound]);

    const renamed = `Kidney and liver ${randomUUID().slice(0, 6)}`;
    const response = await call('PUT', '/api/category', { id: created.id, ...fields(renamed, { image2Id: imageId, flags: 0 }) });
    assert.equal(response.statusCode, 200, response.body);
    const saved = response.json<AdminCategorySaved>();
    assert.equal(saved.message, fillTemplate(ADMIN_CATEGORY_MESSAGES.updated, { name: renamed }));
    assert.deepEqual(saved.category, { ...created, name: renamed, image2Id: imageId, flags: 0 });
    const rows = await auditOf(created.id);
    assert.deepEqual(
      rows.map((row) => [row.action, row.before, row.after]),
      [
        ['category.create', null, { name, slug: created.slug, description: 'Tests of the heart', image1Id: null, image2Id: null, flags: 1 }],
        [
          'category.update',
          { name, slug: created.slug, description: 'Tests of the heart', image1Id: null, image2Id: null, flags: 1 },
          { name: renamed, slug: created.slug, description: 'Tests of the heart', image1Id: null, image2Id: imageId, flags: 0 },
        ],
      ],
    );
    // Out of the carousel, renamed in the list of all.
    assert.ok(!(await publicList(1)).some((category) => category.id === created.id));
    assert.ok((await publicList(255)).some((category) => category.id === created.id && category.name === renamed));

    const spanish = await call('PUT', '/api/category', { id: created.id, ...fields(renamed) }, { ...admin.headers, 'accept-language': 'es' });
    assert.equal(spanish.json<AdminCategorySaved>().message, fillTemplate(MESSAGES_ES.adminCategories.updated, { name: renamed }));
  });

  test('delete: refused with a clear 400 while tests are in the category; otherwise removed, audited, gone from the storefront', async () => {
    const held = await app.db.selectFrom('products').select(['category_id']).where('category_id', 'is not', null).executeTakeFirstOrThrow();
    const heldId = held.category_id ?? '';
    const count = await app.db.selectFrom('products').select('id').where('category_id', '=', heldId).execute();
    const refused = await call('DELETE', `/api/category/${heldId}`);
    assert.deepEqual([refused.statusCode, refused.json<{ message: string }>().message], [400, fillTemplate(ADMIN_CATEGORY_MESSAGES.inUse, { count: String(count.length) })]);
    assert.ok(await app.db.selectFrom('categories').select('id').where('id', '=', heldId).executeTakeFirst());
    assert.deepEqual(await auditOf(heldId), []);

    const name = `Thyroid panel ${randomUUID().slice(0, 6)}`;
    const created = (await call('POST', '/api/category', fields(name))).json<AdminCategorySaved>().category;
    assert.ok((await publicList()).some((category) => category.id === created.id));
    const removed = await call('DELETE', `/api/category/${created.id}`);
    assert.deepEqual([removed.statusCode, removed.json()], [200, { id: created.id, message: fillTemplate(ADMIN_CATEGORY_MESSAGES.removed, { name }) }]);
    assert.ok(!(await publicList()).some((category) => category.id === created.id));
    assert.deepEqual(
      (await auditOf(created.id)).map((row) => [row.action, row.after]),
      [
        ['category.create', { name, slug: created.slug, description: 'Tests of the heart', image1Id: null, image2Id: null, flags: 0 }],
        ['category.remove', null],
      ],
    );
    const again = await call('DELETE', `/api/category/${created.id}`);
    assert.deepEqual([again.statusCode, again.json<{ message: string }>().message], [404, ADMIN_CATEGORY_MESSAGES.notFound]);
    const gone = await call('GET', `/api/category/${created.id}`);
    assert.equal(gone.statusCode, 404);
    assert.equal((await call('GET', '/api/category/not-a-guid')).statusCode, 400);
  });

  test('the read of one category is the stored, English words even for a Spanish reader', async () => {
    const one = (await call('POST', '/api/category/search/', { search: '' })).json<AdminCategoryList>().items[0] as AdminCategory;
    const read = await call('GET', `/api/category/${one.id}`, undefined, { ...admin.headers, 'accept-language': 'es' });
    assert.deepEqual(read.json(), one);
  });
});
