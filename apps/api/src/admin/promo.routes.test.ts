import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { ADMIN_PROMO_MESSAGES, MESSAGES_ES, fillTemplate, type AdminPromo, type AdminPromoList, type AdminPromoSaved, type PromoResult } from '@labstore/domain';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { GENEROUS_LIMITS } from '../accounts/accounts.test-fixtures';
import { added, insertProduct } from '../cart/cart.test-fixtures';
import { CATALOGUE_CACHE_PREFIX } from '../catalogue/catalogue-cache';
import { expectAdminOnly, type AdminCall } from './admin-only.test-fixtures';
import { signedInAdmin } from '../profiles/profiles.test-fixtures';
import { buildTestApp } from '../testing/test-app';
import { PROMO_CHANGE_PREFIX } from './promo.routes';

// Issue 20, spec/03 2 Promo code tab, 3, 5, 7 Promo, 8, 9: the promo code
// editor's calls, each rule and message, the locked fields, the audit row and
// the read cache's change; a code made here applies at the storefront.

type Headers = Record<string, string>;
const ADDRESS = '203.0.113.20';

describe('the promo code editor API', () => {
  let app: FastifyInstance;
  let admin: { userId: string; headers: Headers };

  beforeAll(async () => {
    app = await buildTestApp({ seed: false, environment: { ...GENEROUS_LIMITS } });
    admin = await signedInAdmin(app);
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers: Headers = admin.headers) =>
    app.inject({ method, url, headers, remoteAddress: ADDRESS, ...(payload ? { payload } : {}) } as InjectOptions);
  const modelState = (response: { json: <T>() => T }) => response.json<{ modelState?: Record<string, string[]> }>().modelState;
  const unique = () => `P${randomUUID().slice(0, 8).toUpperCase()}`;

  /** A valid order code: 10% off, no limits, no dates. */
  const body = (overrides: Record<string, unknown> = {}) => ({
    description: 'Ten off',
    code: unique(),
    discount: 10,
    discountType: 1,
    promoType: 0,
    products: [],
    dateStart: null,
    dateFinish: null,
    isActive: true,
    isBlured: false,
    totalUseLimit: 0,
    customerUseLimit: 0,
    isPhysicianOversightFeeDiscount: false,
    isLabDrawFeeDiscount: false,
    ...overrides,
  });
  const create = async (overrides: Record<string, unknown> = {}) => {
    const response = await call('POST', '/api/promo/create', body(overrides));
    assert.equal(response.statusCode, 200, response.body);
    return response.json<AdminPromoSaved>().promoCode;
  };
  const asUpdate = (promo: AdminPromo, changes: Record<string, unknown> = {}) => {
    const { totalUsedLimit: _used, ...fields } = promo;
    return { ...fields, ...changes };
  };

  test('every route refuses anonymous callers (401) and customers (403)', async () => {
    const routes: AdminCall[] = [
      ['GET', '/api/promo/list'],
      ['GET', `/api/promo/admin/${randomUUID()}`],
      ['POST', '/api/promo/create', body()],
      ['PUT', '/api/promo/update', { ...body(), id: randomUUID() }],
    ];
    await expectAdminOnly(app, routes);
  });

  test('create: spec/03 8 words, the code as stored, an audit row, the read cache told; it then applies at the storefront', async () => {
    const published: string[] = [];
    const unsubscribe = app.readCache.onChange((prefix) => published.push(prefix));
    const product = await insertProduct(app, { masterCents: 10000 });
    const response = await call('POST', '/api/promo/create', body({ description: 'Spring sale', code: 'Spring' + unique(), discount: 12.5, dateStart: '2020-01-01', dateFinish: '2099-12-31' }));
    unsubscribe();
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.headers['cache-control'], 'no-store');
    const saved = response.json<AdminPromoSaved>();
    assert.equal(saved.message, "PROMO CODE 'Spring sale' has been updated or created.");
    assert.deepEqual({ ...saved.promoCode, id: undefined, code: undefined }, {
      ...body({ description: 'Spring sale', discount: 12.5, dateStart: '2020-01-01', dateFinish: '2099-12-31' }),
      id: undefined,
      code: undefined,
      totalUsedLimit: 0,
    });
    const stored = await app.db.selectFrom('promo_codes').selectAll().where('id', '=', saved.promoCode.id).executeTakeFirstOrThrow();
    assert.deepEqual(
      [stored.discount_value, stored.date_start?.toISOString(), stored.date_finish?.toISOString()],
      [1250, '2020-01-01T00:00:00.000Z', '2099-12-31T23:59:59.999Z'],
    );
    // Dropped here at once, and again when this instance hears its own NOTIFY at commit.
    assert.ok(published.length > 0 && published.every((prefix) => prefix === PROMO_CHANGE_PREFIX), published.join());
    assert.equal(PROMO_CHANGE_PREFIX, CATALOGUE_CACHE_PREFIX);

    const audit = await app.db.selectFrom('admin_audit').selectAll().where('subject_id', '=', saved.promoCode.id).execute();
    assert.deepEqual(
      audit.map((row) => [row.action, row.subject_kind, row.actor_user_id, row.client_address, row.before, row.after]),
      [['promo.create', 'promo-code', admin.userId, ADDRESS, null, saved.promoCode]],
    );

    // The storefront matches the code whatever its case.
    const check = await app.inject({ method: 'GET', url: `/api/promo/check?code=${saved.promoCode.code.toLowerCase()}` });
    assert.equal(check.statusCode, 200, check.body);
    const cart = await added(app, { productId: product.id });
    const applied = await app.inject({ method: 'POST', url: '/api/order/promo/add', payload: { orderId: cart.id, code: saved.promoCode.code.toUpperCase() } });
    assert.equal(applied.statusCode, 200, applied.body);
    assert.deepEqual([applied.json<PromoResult>().cart.promoCodeId, applied.json<PromoResult>().cart.summary.promoDiscount], [saved.promoCode.id, 12.5]);
  });

  test('a product code keeps its products and discounts only them; an order code keeps none', async () => {
    const [one, two] = [await insertProduct(app, { masterCents: 4000 }), await insertProduct(app, { masterCents: 2000 })];
    const promo = await create({ promoType: 1, discountType: 0, discount: 5, products: [one.id, one.id] });
    assert.deepEqual(promo.products, [one.id]);
    const cart = await added(app, { productId: two.id });
    const refused = await app.inject({ method: 'POST', url: '/api/order/promo/add', payload: { orderId: cart.id, code: promo.code } });
    assert.equal(refused.statusCode, 409);
    await added(app, { orderId: cart.id, productId: one.id });
    const applied = await app.inject({ method: 'POST', url: '/api/order/promo/add', payload: { orderId: cart.id, code: promo.code } });
    assert.equal(applied.json<PromoResult>().cart.summary.promoDiscount, 5);
    assert.deepEqual((await create({ products: [one.id] })).products, []);
  });

  test("each of spec/03 5's required fields has its message, word for word", async () => {
    const response = await call('POST', '/api/promo/create', {});
    assert.equal(response.statusCode, 400);
    assert.deepEqual(modelState(response), {
      description: ['The Promo Code Name Field is required'],
      code: ['The Promo Code Text Field is required'],
      discount: ['The Discount Field is required'],
      discountType: ['The Promotion Type Field is required'],
      promoType: ['The Applies to Field is required'],
      totalUseLimit: ['The Total Use Limit Field is required'],
      customerUseLimit: ['The Customer Use Limit Field is required'],
      isPhysicianOversightFeeDiscount: ['The Waive Physician Oversight Fee Field is required'],
      isLabDrawFeeDiscount: ['The Waive lab draw Fee Field is required'],
    });
    const blank = await call('POST', '/api/promo/create', body({ description: '  ', code: '', discount: '' }));
    assert.deepEqual(modelState(blank), { description: [ADMIN_PROMO_MESSAGES.nameRequired], code: [ADMIN_PROMO_MESSAGES.codeRequired], discount: [ADMIN_PROMO_MESSAGES.discountRequired] });
    const noProducts = await call('POST', '/api/promo/create', body({ promoType: 1, products: [] }));
    assert.deepEqual([noProducts.statusCode, modelState(noProducts)], [400, { products: ['The Products Type Field is required'] }]);
    const spanish = await app.inject({ method: 'POST', url: '/api/promo/create', headers: { ...admin.headers, 'accept-language': 'es' }, payload: body({ code: '' }) });
    assert.deepEqual(modelState(spanish), { code: [MESSAGES_ES.adminPromo.codeRequired] });
  });

  test('limits: code text up to 255, no spaces; discount ranges by type; whole use limits; finish not before start; real products', async () => {
    const refusedWith = async (overrides: Record<string, unknown>, field: string, message: string) => {
      const response = await call('POST', '/api/promo/create', body(overrides));
      assert.deepEqual([response.statusCode, modelState(response)?.[field]], [400, [message]], JSON.stringify(overrides).slice(0, 80));
    };
    await refusedWith({ code: 'X'.repeat(256) }, 'code', ADMIN_PROMO_MESSAGES.codeTooLong);
    await refusedWith({ code: 'TWO WORDS' }, 'code', ADMIN_PROMO_MESSAGES.codeSpaces);
    await refusedWith({ description: 'n'.repeat(256) }, 'description', ADMIN_PROMO_MESSAGES.nameTooLong);
    await refusedWith({ discount: 100.5 }, 'discount', ADMIN_PROMO_MESSAGES.discountPercent);
    await refusedWith({ discount: -1 }, 'discount', ADMIN_PROMO_MESSAGES.discountPercent);
    await refusedWith({ discount: 1.005, discountType: 0 }, 'discount', ADMIN_PROMO_MESSAGES.discountAmount);
    await refusedWith({ discount: 100_001, discountType: 0 }, 'discount', ADMIN_PROMO_MESSAGES.discountAmount);
    await refusedWith({ totalUseLimit: 1.5 }, 'totalUseLimit', ADMIN_PROMO_MESSAGES.useLimit);
    await refusedWith({ customerUseLimit: -1 }, 'customerUseLimit', ADMIN_PROMO_MESSAGES.useLimit);
    await refusedWith({ dateStart: '2026-02-30' }, 'dateStart', ADMIN_PROMO_MESSAGES.day);
    await refusedWith({ dateStart: '2026-05-02', dateFinish: '2026-05-01' }, 'dateFinish', ADMIN_PROMO_MESSAGES.finishBeforeStart);
    await refusedWith({ promoType: 1, products: [randomUUID()] }, 'products', ADMIN_PROMO_MESSAGES.productUnknown);
    await refusedWith({ promoType: 1, products: ['not-a-product'] }, 'products', ADMIN_PROMO_MESSAGES.productUnknown);
    await refusedWith({ discountType: 2 }, 'discountType', ADMIN_PROMO_MESSAGES.discountTypeRequired);
    // One day is start and finish at once.
    assert.deepEqual((await create({ dateStart: '2026-05-02', dateFinish: '2026-05-02' })).dateFinish, '2026-05-02');
    assert.equal((await create({ discount: 100 })).discount, 100);
  });

  test("the client's retry of a create with the same Idempotency-Key gets the first answer and makes no second code", async () => {
    const payload = body({ code: 'Retry' + unique() });
    const send = () => app.inject({ method: 'POST', url: '/api/promo/create', headers: { ...admin.headers, 'idempotency-key': `promo-${payload.code}` }, payload });
    const first = await send();
    const retry = await send();
    assert.deepEqual([first.statusCode, retry.statusCode, retry.headers['idempotent-replayed']], [200, 200, 'true']);
    assert.deepEqual(retry.json(), first.json());
    const rows = await app.db.selectFrom('promo_codes').select('id').where('code', '=', payload.code).execute();
    assert.equal(rows.length, 1);
  });

  test('a code is unique whatever its case: a duplicate is refused (409) with its message', async () => {
    const first = await create({ code: 'Dup' + unique() });
    const response = await call('POST', '/api/promo/create', body({ code: first.code.toLowerCase() }));
    const message = fillTemplate(ADMIN_PROMO_MESSAGES.codeTaken, { code: first.code.toLowerCase() });
    assert.deepEqual([response.statusCode, response.json()], [409, { message, modelState: { code: [message] } }]);
  });

  test('update: editable fields change and are audited; the locked fields are refused when changed', async () => {
    const product = await insertProduct(app);
    const other = await insertProduct(app);
    const promo = await create({ promoType: 1, products: [product.id], description: 'Locked one' });
    const response = await call(
      'PUT',
      '/api/promo/update',
      asUpdate(promo, { dateStart: '2026-01-01', dateFinish: '2026-12-31', isActive: false, isBlured: true, totalUseLimit: 50, customerUseLimit: 2, products: [other.id] }),
    );
    assert.equal(response.statusCode, 200, response.body);
    const saved = response.json<AdminPromoSaved>();
    assert.equal(saved.message, "PROMO CODE 'Locked one' has been updated or created.");
    const after = { ...promo, dateStart: '2026-01-01', dateFinish: '2026-12-31', isActive: false, isBlured: true, totalUseLimit: 50, customerUseLimit: 2, products: [other.id] };
    assert.deepEqual(saved.promoCode, after);
    assert.deepEqual((await call('GET', `/api/promo/admin/${promo.id}`)).json(), after);
    const audit = await app.db.selectFrom('admin_audit').select(['action', 'before', 'after']).where('subject_id', '=', promo.id).orderBy('at').execute();
    assert.deepEqual(audit.at(-1), { action: 'promo.update', before: promo, after });

    const locked: Array<[string, unknown]> = [
      ['description', 'Renamed'],
      ['code', promo.code.toLowerCase()],
      ['discount', 11],
      ['discountType', 0],
      ['promoType', 0],
      ['isPhysicianOversightFeeDiscount', true],
      ['isLabDrawFeeDiscount', true],
    ];
    for (const [field, value] of locked) {
      const refused = await call('PUT', '/api/promo/update', asUpdate(saved.promoCode, { [field]: value }));
      assert.deepEqual([refused.statusCode, refused.json()], [400, { message: ADMIN_PROMO_MESSAGES.locked, modelState: { [field]: [ADMIN_PROMO_MESSAGES.locked] } }], field);
    }
    assert.deepEqual((await call('GET', `/api/promo/admin/${promo.id}`)).json(), after);
  });

  test('update: the total use limit may not go below the uses counted (0 is no limit); unknown codes are 404', async () => {
    const promo = await create({ totalUseLimit: 10 });
    await app.db.updateTable('promo_codes').set({ total_used: 4 }).where('id', '=', promo.id).execute();
    const below = await call('PUT', '/api/promo/update', asUpdate(promo, { totalUseLimit: 3 }));
    const message = fillTemplate(ADMIN_PROMO_MESSAGES.limitBelowUsed, { used: '4' });
    assert.deepEqual([below.statusCode, below.json()], [400, { message, modelState: { totalUseLimit: [message] } }]);
    for (const limit of [4, 0]) {
      const response = await call('PUT', '/api/promo/update', asUpdate(promo, { totalUseLimit: limit }));
      assert.deepEqual([response.statusCode, response.json<AdminPromoSaved>().promoCode.totalUseLimit, response.json<AdminPromoSaved>().promoCode.totalUsedLimit], [200, limit, 4]);
    }
    for (const id of [randomUUID(), 'not-an-id']) {
      const missing = await call('PUT', '/api/promo/update', asUpdate(promo, { id }));
      assert.deepEqual([missing.statusCode, missing.json()], [404, { message: ADMIN_PROMO_MESSAGES.notFound }], id);
      assert.equal((await call('GET', `/api/promo/admin/${id}`)).statusCode, 404, id);
    }
  });

  test('update keeps a stored start or finish instant when its day is unchanged', async () => {
    const promo = await create();
    await app.db
      .updateTable('promo_codes')
      .set({ date_start: new Date('2026-03-04T15:00:00.000Z'), date_finish: new Date('2026-03-09T08:30:00.000Z') })
      .where('id', '=', promo.id)
      .execute();
    const read = (await call('GET', `/api/promo/admin/${promo.id}`)).json<AdminPromo>();
    assert.deepEqual([read.dateStart, read.dateFinish], ['2026-03-04', '2026-03-09']);
    await call('PUT', '/api/promo/update', asUpdate(read, { dateFinish: '2026-03-10' }));
    const stored = await app.db.selectFrom('promo_codes').select(['date_start', 'date_finish']).where('id', '=', promo.id).executeTakeFirstOrThrow();
    assert.deepEqual([stored.date_start?.toISOString(), stored.date_finish?.toISOString()], ['2026-03-04T15:00:00.000Z', '2026-03-10T23:59:59.999Z']);
  });

  test('list: 10 a page with the count, most used first, searched by code or name in any case', async () => {
    const tag = randomUUID().slice(0, 8);
    const made: AdminPromo[] = [];
    for (let index = 0; index < 12; index += 1) made.push(await create({ code: `L${tag}-${index}`, description: `List ${index}` }));
    for (const [index, promo] of made.entries()) await app.db.updateTable('promo_codes').set({ total_used: index }).where('id', '=', promo.id).execute();
    const named = await create({ code: `N${unique()}`, description: `Named ${tag.toUpperCase()}` });

    const first = await call('GET', `/api/promo/list?search=l${tag}`);
    assert.equal(first.statusCode, 200, first.body);
    const page = first.json<AdminPromoList>();
    assert.deepEqual([page.count, page.items.length], [12, 10]);
    assert.deepEqual(
      page.items.map((promo) => promo.totalUsedLimit),
      [11, 10, 9, 8, 7, 6, 5, 4, 3, 2],
    );
    const second = (await call('GET', `/api/promo/list?search=L${tag}&$skip=10`)).json<AdminPromoList>();
    assert.deepEqual(
      second.items.map((promo) => promo.code),
      [`L${tag}-1`, `L${tag}-0`],
    );
    assert.deepEqual(
      (await call('GET', `/api/promo/list?search=named%20${tag}`)).json<AdminPromoList>().items.map((promo) => promo.id),
      [named.id],
    );
    assert.equal((await call('GET', '/api/promo/list?search=%25_')).json<AdminPromoList>().count, 0);
    const all = (await call('GET', '/api/promo/list')).json<AdminPromoList>();
    assert.equal(all.items.length, 10);
    assert.equal((await call('GET', '/api/promo/list?$top=51')).statusCode, 400);
  });
});
