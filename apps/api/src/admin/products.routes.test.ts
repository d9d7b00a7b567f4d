import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import {
  ADMIN_LIST_MESSAGES,
  ADMIN_PRODUCT_MESSAGES,
  MESSAGES_ES,
  ORDER_STATUS,
  PRODUCT_TYPES_LEFT_OUT_OF_LIST,
  fillTemplate,
  type AdminProduct,
  type AdminProductFormValues,
  type AdminProductList,
  type AdminProductSaved,
} from '@labstore/domain';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { GENEROUS_LIMITS } from '../accounts/accounts.test-fixtures';
import { added, getCart, insertPanel, insertProduct, storedLines } from '../cart/cart.test-fixtures';
import { createTestUser, signedInAdmin } from '../profiles/profiles.test-fixtures';
import { buildTestApp } from '../testing/test-app';
import { expectAdminOnly, type AdminCall } from './admin-only.test-fixtures';

// Issue 20, spec/03 2 Products tab and Test form, 3 Product (admin), 5 Test
// form, 7 Catalogue and products, 8: the test editor, each change audited and
// seen at once by the storefront's cached reads and by open carts.

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Answer = { statusCode: number; body: string; headers: Record<string, unknown>; json: <T>() => T };
const ADDRESS = '203.0.113.9';
const SPANISH = { 'accept-language': 'es' };

describe('the test editor API', () => {
  let app: FastifyInstance;
  let admin: { userId: string; headers: Headers };
  let categoryId: string;
  let categoryName: string;
  let imageId: string;

  beforeAll(async () => {
    app = await buildTestApp({ environment: { ...GENEROUS_LIMITS } });
    admin = await signedInAdmin(app);
    const category = await app.db.selectFrom('categories').select(['id', 'name']).orderBy('name').executeTakeFirstOrThrow();
    categoryId = category.id;
    categoryName = category.name;
    const image = await app.db
      .insertInto('images')
      .values({ name: 'test.png', mime_type: 'image/png', bytes: Buffer.from([1, 2, 3]), byte_size: 3 })
      .returning('id')
      .executeTakeFirstOrThrow();
    imageId = image.id;
  });
  afterAll(() => app.close());

  const call = (method: Method, url: string, payload?: object, headers: Headers = admin.headers): Promise<Answer> =>
    app.inject({ method, url, headers, remoteAddress: ADDRESS, ...(payload ? { payload } : {}) } as InjectOptions);
  const fieldMessage = (response: Answer, field: string) => [response.statusCode, response.json<{ modelState?: Record<string, string[]> }>().modelState?.[field]];
  const refusal = (response: Answer) => [response.statusCode, response.json<{ message: string }>().message];
  const auditOf = (subjectId: string) =>
    app.db.selectFrom('admin_audit').select(['actor_user_id', 'action', 'subject_kind', 'before', 'after', 'client_address']).where('subject_id', '=', subjectId).orderBy('at').execute();
  const fields = (name: string, more: Partial<AdminProductFormValues> = {}): AdminProductFormValues => ({
    name,
    cpt: '82728',
    marketPrice: '69',
    masterPrice: '29.99',
    customerPrice: '',
    patientPrice: null,
    extraTestsPrice: '',
    searchPriority: 2,
    pageTitle: '',
    metaRobots: '',
    metaDescription: 'A test of iron stores',
    imageId: '',
    labCodes: [1, 4],
    questCode: '457',
    slug: '',
    tags: ['iron', ' anemia ', 'iron', ''],
    categoryId,
    productType: 1,
    description: '<p>Iron stores</p>',
    instructions: '<p>No fasting</p>',
    isHidden: false,
    isActive: true,
    ...more,
  });
  const create = async (name: string, more: Partial<AdminProductFormValues> = {}): Promise<AdminProduct> => {
    const response = await call('POST', '/api/catalog/', fields(name, more));
    assert.equal(response.statusCode, 200, response.body);
    return response.json<AdminProductSaved>().product;
  };
  const unique = () => randomUUID().slice(0, 6);

  test('every route refuses anonymous callers (401) and customers (403)', async () => {
    const id = randomUUID();
    const other = randomUUID();
    const routes: AdminCall[] = [
      ['GET', '/api/catalog/all'],
      ['GET', `/api/catalog/${id}`],
      ['POST', '/api/catalog/', fields('Refused test')],
      ['PUT', '/api/catalog/', { id, ...fields('Refused test') }],
      ['DELETE', `/api/catalog/${id}`],
      ['POST', `/api/catalog/8/${id}/${other}`],
      ['DELETE', `/api/catalog/${id}/${other}`],
    ];
    await expectAdminOnly(app, routes);
    assert.equal(await app.db.selectFrom('products').select('id').where('name', '=', 'Refused test').executeTakeFirst(), undefined);
  });

  test('the public search stays the storefront\'s: POST /api/catalog/search answers anyone', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/catalog/search', payload: { search: 'iron' } });
    assert.equal(response.statusCode, 200, response.body);
  });

  test('the list: by name with the count, types 2 and 3 left out; a search of 2 or more characters matches name or CPT, any case, % and _ literally', async () => {
    const page = await call('GET', '/api/catalog/all?$skip=0&$top=50');
    assert.equal(page.statusCode, 200, page.body);
    assert.equal(page.headers['cache-control'], 'no-store');
    const list = page.json<AdminProductList>();
    const stored = await app.db.selectFrom('products').select(['id', 'product_type']).where('product_type', 'not in', [...PRODUCT_TYPES_LEFT_OUT_OF_LIST]).execute();
    assert.equal(list.count, stored.length);
    assert.ok(list.items.every((item) => !PRODUCT_TYPES_LEFT_OUT_OF_LIST.includes(item.productType)));
    const names = list.items.map((item) => item.name.toLowerCase());
    assert.deepEqual(names, [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const reflex = await insertProduct(app, { name: `Reflex only ${unique()}`, productType: 2 });
    const all = (await call('GET', '/api/catalog/all?$top=50&search=reflex%20only')).json<AdminProductList>();
    assert.ok(!all.items.some((item) => item.id === reflex.id));

    const marker = unique();
    const named = await create(`Zinc ${marker} level`, { cpt: `CPT${marker}`.toUpperCase() });
    const byName = (await call('GET', `/api/catalog/all?search=${encodeURIComponent(`ZINC ${marker.toUpperCase()}`)}`)).json<AdminProductList>();
    assert.deepEqual(byName.items.map((item) => item.id), [named.id]);
    const byCpt = (await call('GET', `/api/catalog/all?search=cpt${marker}`)).json<AdminProductList>();
    assert.deepEqual([byCpt.count, byCpt.items[0]?.cpt], [1, `CPT${marker}`.toUpperCase()]);
    const oneCharacter = (await call('GET', '/api/catalog/all?search=z&$top=10')).json<AdminProductList>();
    assert.equal(oneCharacter.count, stored.length + 1);
    assert.deepEqual((await call('GET', '/api/catalog/all?search=%25_')).json(), { items: [], count: 0 });
    assert.deepEqual(fieldMessage(await call('GET', '/api/catalog/all?$top=51'), '$top'), [400, [ADMIN_LIST_MESSAGES.top]]);
  });

  test('create: the rules of spec/03 5, references checked, the notice of spec/03 8 in the request\'s language, an audit row', async () => {
    assert.deepEqual(fieldMessage(await call('POST', '/api/catalog/', fields('   ')), 'name'), [400, [ADMIN_PRODUCT_MESSAGES.nameRequired]]);
    assert.deepEqual(fieldMessage(await call('POST', '/api/catalog/', fields('x'.repeat(256))), 'name'), [400, [ADMIN_PRODUCT_MESSAGES.nameTooLong]]);
    assert.deepEqual(fieldMessage(await call('POST', '/api/catalog/', fields('Iron', { cpt: 'x'.repeat(256) })), 'cpt'), [400, [ADMIN_PRODUCT_MESSAGES.cptTooLong]]);
    assert.deepEqual(fieldMessage(await call('POST', '/api/catalog/', fields('Iron', { marketPrice: '12345678.90' })), 'marketPrice'), [400, [ADMIN_PRODUCT_MESSAGES.marketPriceTooLong]]);
    assert.deepEqual(fieldMessage(await call('POST', '/api/catalog/', fields('Iron', { masterPrice: '' })), 'masterPrice'), [400, [ADMIN_PRODUCT_MESSAGES.masterPriceRequired]]);
    assert.deepEqual(fieldMessage(await call('POST', '/api/catalog/', fields('Iron', { masterPrice: '1.234' })), 'masterPrice'), [400, [ADMIN_PRODUCT_MESSAGES.price]]);
    assert.deepEqual(fieldMessage(await call('POST', '/api/catalog/', fields('Iron', { searchPriority: 6 })), 'searchPriority'), [400, [ADMIN_PRODUCT_MESSAGES.searchPriority]]);
    assert.deepEqual(fieldMessage(await call('POST', '/api/catalog/', fields('Iron', { questCode: '123456' })), 'questCode'), [400, [ADMIN_PRODUCT_MESSAGES.questCodeTooLong]]);
    assert.deepEqual(fieldMessage(await call('POST', '/api/catalog/', fields('Iron', { slug: 'x'.repeat(101) })), 'slug'), [400, [ADMIN_PRODUCT_MESSAGES.slugTooLong]]);
    assert.deepEqual(fieldMessage(await call('POST', '/api/catalog/', fields('Iron', { slug: 'Not A Slug' })), 'slug'), [400, [ADMIN_PRODUCT_MESSAGES.slugForm]]);
    assert.deepEqual(fieldMessage(await call('POST', '/api/catalog/', fields('Iron', { labCodes: [] })), 'labCodes'), [400, [ADMIN_PRODUCT_MESSAGES.labRequired]]);
    assert.deepEqual(fieldMessage(await call('POST', '/api/catalog/', fields('Iron', { categoryId: '' })), 'categoryId'), [400, [ADMIN_PRODUCT_MESSAGES.categoryRequired]]);
    assert.deepEqual(fieldMessage(await call('POST', '/api/catalog/', fields('Iron', { productType: 3 })), 'productType'), [400, [ADMIN_PRODUCT_MESSAGES.productTypeRequired]]);
    assert.deepEqual(fieldMessage(await call('POST', '/api/catalog/', fields('Iron', { description: 'x'.repeat(32_001) })), 'description'), [400, [ADMIN_PRODUCT_MESSAGES.descriptionTooLong]]);
    assert.deepEqual(fieldMessage(await call('POST', '/api/catalog/', fields('Iron', { instructions: 'x'.repeat(16_001) })), 'instructions'), [400, [ADMIN_PRODUCT_MESSAGES.instructionsTooLong]]);
    // Escaped on sanitizing, a text just under the limit comes out over it: refused, not a 500.
    assert.deepEqual(fieldMessage(await call('POST', '/api/catalog/', fields('Iron', { instructions: '&'.repeat(16_000) })), 'instructions'), [400, [ADMIN_PRODUCT_MESSAGES.instructionsTooLong]]);
    assert.deepEqual(fieldMessage(await call('POST', '/api/catalog/', fields('Iron', { categoryId: randomUUID() })), 'categoryId'), [400, [ADMIN_PRODUCT_MESSAGES.categoryUnknown]]);
    assert.deepEqual(fieldMessage(await call('POST', '/api/catalog/', fields('Iron', { imageId: randomUUID() })), 'imageId'), [400, [ADMIN_PRODUCT_MESSAGES.imageUnknown]]);
    assert.deepEqual(fieldMessage(await call('POST', '/api/catalog/', fields('   '), { ...admin.headers, ...SPANISH }), 'name'), [400, [MESSAGES_ES.adminProducts.nameRequired]]);

    const name = `Ferritin check ${unique()}`;
    const response = await call('POST', '/api/catalog/', fields(`  ${name} `, { imageId, customerPrice: '12.5', extraTestsPrice: 3 }));
    assert.equal(response.statusCode, 200, response.body);
    const saved = response.json<AdminProductSaved>();
    assert.equal(saved.message, fillTemplate(ADMIN_PRODUCT_MESSAGES.created, { name }));
    const product = saved.product;
    assert.deepEqual(
      { ...product, id: '' },
      {
        id: '',
        name,
        slug: product.slug,
        cpt: '82728',
        marketPrice: 69,
        masterPrice: 29.99,
        customerPrice: 12.5,
        patientPrice: null,
        extraTestsPrice: 3,
        searchPriority: 2,
        pageTitle: null,
        metaRobots: null,
        metaDescription: 'A test of iron stores',
        imageId,
        labCodes: [1, 4],
        questCode: '457',
        tags: ['iron', 'anemia'],
        categoryId,
        categoryName,
        productType: 1,
        description: '<p>Iron stores</p>',
        instructions: '<p>No fasting</p>',
        isHidden: false,
        isActive: true,
        children: [],
      },
    );
    assert.match(product.slug, /^ferritin-check-[a-z0-9]+$/);
    const stored = await app.db.selectFrom('products').select(['master_price_cents', 'market_price_cents', 'customer_price_cents', 'lab_codes', 'tags']).where('id', '=', product.id).executeTakeFirstOrThrow();
    assert.deepEqual(stored, { master_price_cents: 2999, market_price_cents: 6900, customer_price_cents: 1250, lab_codes: 5, tags: ['iron', 'anemia'] });

    const read = await call('GET', `/api/catalog/${product.id}`);
    assert.deepEqual([read.statusCode, read.json()], [200, product]);
    const rows = await auditOf(product.id);
    assert.deepEqual(
      rows.map((row) => [row.actor_user_id, row.action, row.subject_kind, row.before, row.client_address]),
      [[admin.userId, 'product.create', 'product', null, ADDRESS]],
    );
    const { categoryName: _categoryName, description, instructions, ...audited } = product;
    assert.deepEqual(rows[0]?.after, { ...audited, descriptionLength: description.length, instructionsLength: instructions.length, children: [] });

    // The same name again: a slug of its own. A slug typed that another test holds: 409.
    const twin = await create(name);
    assert.equal(twin.slug, `${product.slug}-2`);
    const taken = await call('POST', '/api/catalog/', fields('Other name', { slug: product.slug }));
    assert.deepEqual(fieldMessage(taken, 'slug'), [409, [fillTemplate(ADMIN_PRODUCT_MESSAGES.slugTaken, { slug: product.slug })]]);
    const spanish = await call('POST', '/api/catalog/', fields(`Spanish ${unique()}`), { ...admin.headers, ...SPANISH });
    assert.equal(spanish.json<AdminProductSaved>().message, fillTemplate(MESSAGES_ES.adminProducts.created, { name: spanish.json<AdminProductSaved>().product.name }));
  });

  test('a created test is found at once by the public search and its page; an edit shows at once too', async () => {
    const marker = `quokka${unique().replace(/[^a-z]/g, 'q')}`;
    // Read (and cached) before the change.
    const before = await app.inject({ method: 'POST', url: '/api/product/search', payload: { search: marker } });
    assert.equal(before.statusCode, 200, before.body);
    assert.equal(before.json<{ items: unknown[] }>().items.length, 0);

    const product = await create(`Blood ${marker} panel`);
    const found = await app.inject({ method: 'POST', url: '/api/product/search', payload: { search: marker } });
    assert.ok(found.json<{ items: Array<{ id: string }> }>().items.some((item) => item.id === product.id), found.body);
    const page = await app.inject({ method: 'GET', url: `/api/product/${product.slug}` });
    assert.equal(page.statusCode, 200, page.body);
    assert.deepEqual([page.json<{ name: string }>().name, page.json<{ masterPrice: number }>().masterPrice], [product.name, 29.99]);
    const offline = await app.inject({ method: 'GET', url: '/api/catalogue/offline' });
    assert.ok(offline.body.includes(product.slug));
    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    assert.ok(sitemap.body.includes(`/product/${product.slug}<`), 'the sitemap lists it');

    const edited = await call('PUT', '/api/catalog/', { id: product.id, ...fields(`Blood ${marker} renamed`, { masterPrice: '31' }) });
    assert.equal(edited.statusCode, 200, edited.body);
    const again = await app.inject({ method: 'GET', url: `/api/product/${product.slug}` });
    assert.deepEqual([again.json<{ name: string }>().name, again.json<{ masterPrice: number }>().masterPrice], [`Blood ${marker} renamed`, 31]);
  });

  test('update: the same rules, the slug kept when empty, the notice, an audit row with before and after', async () => {
    const name = `Vitamin D ${unique()}`;
    const created = await create(name, { slug: `vitamin-d-${unique().toLowerCase().replace(/[^a-z0-9]/g, 'a')}` });
    const other = await create(`Other ${unique()}`);

    assert.deepEqual(fieldMessage(await call('PUT', '/api/catalog/', { id: 'nope', ...fields(name) }), 'id'), [400, [ADMIN_PRODUCT_MESSAGES.productId]]);
    assert.deepEqual(refusal(await call('PUT', '/api/catalog/', { id: randomUUID(), ...fields(name) })), [404, ADMIN_PRODUCT_MESSAGES.notFound]);
    const taken = await call('PUT', '/api/catalog/', { id: created.id, ...fields(name, { slug: other.slug }) });
    assert.deepEqual(refusal(taken), [409, fillTemplate(ADMIN_PRODUCT_MESSAGES.slugTaken, { slug: other.slug })]);
    assert.deepEqual(fieldMessage(await call('PUT', '/api/catalog/', { id: created.id, ...fields(name, { categoryId: randomUUID() }) }), 'categoryId'), [400, [ADMIN_PRODUCT_MESSAGES.categoryUnknown]]);

    const renamed = `Vitamin D3 ${unique()}`;
    const response = await call('PUT', '/api/catalog/', { id: created.id, ...fields(renamed, { slug: '', masterPrice: 45, isHidden: true, tags: [] }) });
    assert.equal(response.statusCode, 200, response.body);
    const saved = response.json<AdminProductSaved>();
    assert.equal(saved.message, fillTemplate(ADMIN_PRODUCT_MESSAGES.updated, { name: renamed }));
    assert.deepEqual(saved.product, { ...created, name: renamed, masterPrice: 45, isHidden: true, tags: [] });
    const rows = await auditOf(created.id);
    assert.deepEqual(
      rows.map((row) => row.action),
      ['product.create', 'product.update'],
    );
    assert.deepEqual([(rows[1]?.before as { name: string }).name, (rows[1]?.after as { name: string; masterPrice: number }).masterPrice], [name, 45]);

    // A slug of its own kept as typed.
    const typed = `vit-d-${unique().toLowerCase().replace(/[^a-z0-9]/g, 'a')}`;
    const moved = (await call('PUT', '/api/catalog/', { id: created.id, ...fields(renamed, { slug: typed }) })).json<AdminProductSaved>();
    assert.equal(moved.product.slug, typed);
    const spanish = await call('PUT', '/api/catalog/', { id: created.id, ...fields(renamed) }, { ...admin.headers, ...SPANISH });
    assert.equal(spanish.json<AdminProductSaved>().message, fillTemplate(MESSAGES_ES.adminProducts.updated, { name: renamed }));
  });

  test('an XSS payload in the description and instructions is stored sanitized', async () => {
    const product = await create(`Safe ${unique()}`, {
      description: '<p onclick="alert(1)">Iron<script>alert(1)</script><img src="javascript:alert(1)" onerror="alert(1)"><a href="javascript:alert(1)">x</a></p>',
      instructions: '<iframe src="https://evil.example"></iframe><b>Fast</b>',
    });
    assert.equal(product.description, '<p>Iron<img /><a>x</a></p>');
    assert.equal(product.instructions, '<b>Fast</b>');
    const stored = await app.db.selectFrom('products').select(['description_html', 'instructions_html']).where('id', '=', product.id).executeTakeFirstOrThrow();
    assert.deepEqual(stored, { description_html: product.description, instructions_html: product.instructions });
  });

  test('a price edit reprices an open cart on its next read; a placed order keeps its price', async () => {
    const product = await create(`Cortisol ${unique()}`, { masterPrice: '40' });
    const cart = await added(app, { productId: product.id });
    assert.equal((await getCart(app, cart.id)).orderTotal > 0, true);
    const before = await storedLines(app, cart.id);
    assert.deepEqual(before.map((line) => [line.initial_price_cents, line.price_cents]), [[4000, 4000]]);

    const user = await createTestUser(app);
    const placed = await app.db
      .insertInto('orders')
      .values({ user_id: user.userId, profile_id: user.profileId, status: ORDER_STATUS.Submitted })
      .returning('id')
      .executeTakeFirstOrThrow();
    await app.db.insertInto('order_items').values({ order_id: placed.id, product_id: product.id, initial_price_cents: 4000, price_cents: 4000 }).execute();

    const response = await call('PUT', '/api/catalog/', { id: product.id, ...fields(product.name, { masterPrice: '55.5' }) });
    assert.equal(response.statusCode, 200, response.body);
    const read = await getCart(app, cart.id);
    const line = read.items[0] as { orderItemPrice: number; orderItemInitialPrice: number };
    assert.deepEqual([line.orderItemInitialPrice, line.orderItemPrice], [55.5, 55.5]);
    assert.deepEqual((await storedLines(app, cart.id)).map((row) => [row.initial_price_cents, row.price_cents]), [[5550, 5550]]);
    assert.deepEqual((await storedLines(app, placed.id)).map((row) => [row.initial_price_cents, row.price_cents]), [[4000, 4000]]);
  });

  test('panel members: add (2 or 8; not itself; no panel as a member; once), read with the test, remove; each audited', async () => {
    const panel = await create(`Liver panel ${unique()}`, { productType: 8 });
    const member = await create(`ALT ${unique()}`);
    const otherPanel = await create(`Kidney panel ${unique()}`, { productType: 8 });

    assert.deepEqual(fieldMessage(await call('POST', `/api/catalog/3/${panel.id}/${member.id}`), 'type'), [400, [ADMIN_PRODUCT_MESSAGES.relationType]]);
    assert.deepEqual(fieldMessage(await call('POST', `/api/catalog/8/${panel.id}/nope`), 'childId'), [400, [ADMIN_PRODUCT_MESSAGES.productId]]);
    assert.deepEqual(refusal(await call('POST', `/api/catalog/8/${panel.id}/${panel.id}`)), [400, ADMIN_PRODUCT_MESSAGES.memberOfItself]);
    assert.deepEqual(refusal(await call('POST', `/api/catalog/8/${panel.id}/${otherPanel.id}`)), [400, ADMIN_PRODUCT_MESSAGES.memberIsPanel]);
    assert.deepEqual(refusal(await call('POST', `/api/catalog/8/${panel.id}/${randomUUID()}`)), [404, ADMIN_PRODUCT_MESSAGES.notFound]);

    const addedMember = await call('POST', `/api/catalog/8/${panel.id}/${member.id}`);
    assert.deepEqual([addedMember.statusCode, addedMember.json()], [200, { id: panel.id, message: ADMIN_PRODUCT_MESSAGES.memberAdded }]);
    const again = await call('POST', `/api/catalog/2/${panel.id}/${member.id}`, undefined, { ...admin.headers });
    assert.deepEqual(refusal(again), [409, fillTemplate(ADMIN_PRODUCT_MESSAGES.memberAlready, { name: member.name })]);
    const reflex = await create(`Reflex ${unique()}`);
    assert.equal((await call('POST', `/api/catalog/2/${panel.id}/${reflex.id}`, undefined, { ...admin.headers, ...SPANISH })).json<{ message: string }>().message, MESSAGES_ES.adminProducts.memberAdded);

    const read = (await call('GET', `/api/catalog/${panel.id}`)).json<AdminProduct>();
    assert.deepEqual(read.children, [
      { childrenId: member.id, name: member.name, relationType: 8 },
      { childrenId: reflex.id, name: reflex.name, relationType: 2 },
    ]);
    const page = (await app.inject({ method: 'GET', url: `/api/product/${panel.slug}` })).json<{ children: Array<{ id?: string; childrenId?: string }> }>();
    assert.equal(page.children.length, 2);

    // A member cannot become a panel.
    const memberAsPanel = await call('PUT', '/api/catalog/', { id: member.id, ...fields(member.name, { productType: 8 }) });
    assert.deepEqual(fieldMessage(memberAsPanel, 'productType'), [400, [ADMIN_PRODUCT_MESSAGES.memberIsPanel]]);

    // spec/03 7's two calls with no described meaning are left out (docs/api-admin.md "Products"): refused by the member routes, nothing changes.
    assert.deepEqual(fieldMessage(await call('POST', `/api/catalog/children/${panel.id}/${member.id}`), 'type'), [400, [ADMIN_PRODUCT_MESSAGES.relationType]]);
    assert.deepEqual(fieldMessage(await call('DELETE', `/api/catalog/category/${member.id}`), 'parentId'), [400, [ADMIN_PRODUCT_MESSAGES.productId]]);

    assert.deepEqual(refusal(await call('DELETE', `/api/catalog/${panel.id}/${otherPanel.id}`)), [404, ADMIN_PRODUCT_MESSAGES.notAMember]);
    const removed = await call('DELETE', `/api/catalog/${panel.id}/${reflex.id}`);
    assert.deepEqual([removed.statusCode, removed.json()], [200, { id: panel.id, message: ADMIN_PRODUCT_MESSAGES.memberRemoved }]);
    assert.deepEqual((await call('GET', `/api/catalog/${panel.id}`)).json<AdminProduct>().children.map((child) => child.childrenId), [member.id]);
    assert.deepEqual(
      (await auditOf(panel.id)).map((row) => [row.action, row.after]),
      [
        ['product.create', (await auditOf(panel.id))[0]?.after],
        ['product.add-member', { children: [member.id], added: member.id, relationType: 8 }],
        ['product.add-member', { children: [member.id, reflex.id], added: reflex.id, relationType: 2 }],
        ['product.remove-member', { children: [member.id], removed: reflex.id }],
      ],
    );
  });

  test('delete: refused while a panel holds it or a placed order does; otherwise it leaves open carts, is removed, audited, gone from the storefront', async () => {
    const member = await create(`Iron ${unique()}`);
    const panel = await create(`Iron panel ${unique()}`, { productType: 8 });
    await call('POST', `/api/catalog/8/${panel.id}/${member.id}`);
    const inPanel = await call('DELETE', `/api/catalog/${member.id}`);
    assert.deepEqual(refusal(inPanel), [409, fillTemplate(ADMIN_PRODUCT_MESSAGES.inPanels, { panels: panel.name })]);
    const spanishRefusal = await call('DELETE', `/api/catalog/${member.id}`, undefined, { ...admin.headers, ...SPANISH });
    assert.deepEqual(refusal(spanishRefusal), [409, fillTemplate(MESSAGES_ES.adminProducts.inPanels, { panels: panel.name })]);

    const ordered = await insertProduct(app, { name: `Ordered ${unique()}` });
    const user = await createTestUser(app);
    const placed = await app.db.insertInto('orders').values({ user_id: user.userId, profile_id: user.profileId, status: ORDER_STATUS.Completed }).returning('id').executeTakeFirstOrThrow();
    await app.db.insertInto('order_items').values({ order_id: placed.id, product_id: ordered.id, initial_price_cents: 2900, price_cents: 2900 }).execute();
    assert.deepEqual(refusal(await call('DELETE', `/api/catalog/${ordered.id}`)), [409, ADMIN_PRODUCT_MESSAGES.inOrders]);
    assert.deepEqual(await auditOf(ordered.id), []);

    // In an open cart, alone and as a panel's member (a member since removed from the panel): the cart lets both lines go.
    const lone = await create(`Leaving ${unique()}`);
    const keep = await insertProduct(app, { name: `Staying ${unique()}` });
    const holding = await insertPanel(app, [lone]);
    const cart = await added(app, { productId: lone.id });
    await added(app, { orderId: cart.id, productId: keep.id });
    await added(app, { orderId: cart.id, productId: holding.id });
    await app.db.deleteFrom('product_children').where('parent_id', '=', holding.id).execute();
    const pageBefore = await app.inject({ method: 'GET', url: `/api/product/${lone.slug}` });
    assert.equal(pageBefore.statusCode, 200);

    const removed = await call('DELETE', `/api/catalog/${lone.id}`);
    assert.deepEqual([removed.statusCode, removed.json()], [200, { id: lone.id, message: fillTemplate(ADMIN_PRODUCT_MESSAGES.removed, { name: lone.name }) }]);
    assert.deepEqual((await storedLines(app, cart.id)).map((line) => line.product_id), [keep.id]);
    const read = await getCart(app, cart.id);
    assert.equal(read.items.length, 1);
    assert.equal((await app.inject({ method: 'GET', url: `/api/product/${lone.slug}` })).statusCode, 404);
    assert.deepEqual((await auditOf(lone.id)).map((row) => [row.action, row.after]), [['product.create', (await auditOf(lone.id))[0]?.after], ['product.remove', null]]);
    assert.deepEqual(refusal(await call('DELETE', `/api/catalog/${lone.id}`)), [404, ADMIN_PRODUCT_MESSAGES.notFound]);
    assert.equal((await call('GET', `/api/catalog/${lone.id}`)).statusCode, 404);
    const spanish = await call('DELETE', `/api/catalog/${(await create(`Gone ${unique()}`)).id}`, undefined, { ...admin.headers, ...SPANISH });
    assert.match(spanish.json<{ message: string }>().message, /se eliminó correctamente$/);
  });

  test('no input gives a 5xx: NUL bytes, 1 MB strings, __proto__ keys', async () => {
    const id = (await create(`Sturdy ${unique()}`)).id;
    const big = 'x'.repeat(1024 * 1024);
    const bodies: object[] = [
      fields('a\u0000b'),
      fields('Iron', { description: `<p>${'\u0000'}</p>` }),
      fields('Iron', { tags: ['a\u0000'] }),
      fields(big),
      fields('Iron', { description: big }),
      fields('Iron', { tags: [big] }),
      fields('Iron', { slug: big }),
      JSON.parse(`{"__proto__": {"isAdmin": true}, "name": "Proto ${unique()}", "masterPrice": "1", "labCodes": [1], "categoryId": "${categoryId}", "productType": 1, "searchPriority": 0}`) as object,
      { ...fields('Iron'), constructor: { prototype: { polluted: true } } },
      { ...fields('Iron'), masterPrice: { __proto__: 1 } },
      { ...fields('Iron'), labCodes: '__proto__' },
    ];
    for (const body of bodies) {
      for (const [method, payload] of [
        ['POST', body],
        ['PUT', { ...body, id }],
      ] as const) {
        const response = await call(method, '/api/catalog/', payload);
        assert.ok(response.statusCode < 500, `${method} ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
    }
    for (const url of [`/api/catalog/all?search=${encodeURIComponent('a\u0000b')}`, '/api/catalog/all?search=__proto__', `/api/catalog/all?search=${'x'.repeat(5000)}`, '/api/catalog/__proto__', '/api/catalog/a%00b']) {
      const response = await call('GET', url);
      assert.ok(response.statusCode < 500, `${url} ${response.statusCode}`);
    }
    for (const [method, url] of [
      ['POST', '/api/catalog/__proto__/constructor/toString'],
      ['DELETE', '/api/catalog/__proto__/constructor'],
      ['DELETE', '/api/catalog/__proto__'],
      ['POST', `/api/catalog/8/${id}/${'x'.repeat(5000)}`],
    ] as const) {
      const response = await call(method, url);
      assert.ok(response.statusCode < 500, `${method} ${url} ${response.statusCode}`);
    }
    assert.equal(({} as { polluted?: boolean; isAdmin?: boolean }).polluted, undefined);
  });
});
