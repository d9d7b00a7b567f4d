import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { byNameThenId, type ProductListItem } from '@labstore/domain';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../testing/test-app';

interface CategoryWithProducts {
  id: string;
  slug: string;
  name: string;
  description: string;
  image1Id: string | null;
  image2Id: string | null;
  flags: number;
  productCount: number;
  products: ProductListItem[];
}
interface CategoryList {
  items: CategoryWithProducts[];
  count: number;
}
interface ProductOfType {
  id: string;
  slug: string;
  name: string;
  cpt: string;
  productType: number;
}

const LIST_ROW_KEYS = ['categoryName', 'categorySlug', 'cpt', 'id', 'imageId', 'isActive', 'lang', 'marketPrice', 'masterPrice', 'name', 'productType', 'slug'];
const CATEGORY_KEYS = ['description', 'flags', 'id', 'image1Id', 'image2Id', 'lang', 'name', 'productCount', 'products', 'slug'];

describe('catalogue taxonomy lists', () => {
  let app: FastifyInstance;
  let aardvarkId: string;

  beforeAll(async () => {
    app = await buildTestApp();
    // A category sorting first by name in any collation, with products of
    // known priorities, and one whose products are all hidden or inactive.
    const [aardvark, aardwolf] = await app.db
      .insertInto('categories')
      .values([
        { slug: 'aardvark-screening', name: 'Aardvark Screening' },
        { slug: 'aardwolf-unlisted', name: 'Aardwolf Unlisted' },
      ])
      .returning('id')
      .execute();
    aardvarkId = aardvark!.id;
    const product = (slug: string, name: string, searchPriority: number, categoryId: string, more: { is_hidden?: boolean; is_active?: boolean } = {}) => ({
      slug,
      name,
      product_type: 1,
      master_price_cents: 1250,
      search_priority: searchPriority,
      category_id: categoryId,
      ...more,
    });
    await app.db
      .insertInto('products')
      .values([
        product('aardvark-zeta', 'Aardvark Zeta', 0, aardvarkId),
        product('aardvark-epsilon', 'Aardvark Epsilon', 0, aardvarkId),
        product('aardvark-delta', 'Aardvark Delta', 1, aardvarkId),
        product('aardvark-beta', 'Aardvark Beta', 5, aardvarkId),
        product('aardvark-gamma', 'Aardvark Gamma', 3, aardvarkId),
        product('aardvark-alpha', 'Aardvark Alpha', 5, aardvarkId),
        product('aardvark-hidden', 'Aardvark Hidden', 5, aardvarkId, { is_hidden: true }),
        product('aardvark-inactive', 'Aardvark Inactive', 5, aardvarkId, { is_active: false }),
        product('aardwolf-hidden', 'Aardwolf Hidden', 5, aardwolf!.id, { is_hidden: true }),
        product('aardwolf-inactive', 'Aardwolf Inactive', 5, aardwolf!.id, { is_active: false }),
      ])
      .execute();
  });
  afterAll(() => app.close());

  async function getJson<T>(url: string): Promise<T> {
    const response = await app.inject({ method: 'GET', url });
    assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
    return response.json<T>();
  }

  /** Listed products per category, straight from the tables. */
  async function listedCounts(): Promise<Map<string, number>> {
    const rows = await app.db
      .selectFrom('products')
      .select(['category_id', (eb) => eb.fn.countAll<string>().as('count')])
      .where('is_active', '=', true)
      .where('is_hidden', '=', false)
      .where('category_id', 'is not', null)
      .groupBy('category_id')
      .execute();
    return new Map(rows.map((row) => [row.category_id!, Number(row.count)]));
  }

  describe('GET /api/taxonomy/category/list/{skip}/{top}', () => {
    test('the categories with listed products, by name, each with its count and at most 5 products', async () => {
      const counts = await listedCounts();
      const list = await getJson<CategoryList>('/api/taxonomy/category/list/0/100');
      assert.equal(list.count, counts.size);
      assert.equal(list.items.length, counts.size);
      // Issue 16 defect 3: by name as people read, whatever the database's collation.
      const byName = (await app.db.selectFrom('categories').select(['id', 'name']).where('id', 'in', [...counts.keys()]).execute()).sort(byNameThenId('en'));
      assert.deepEqual(
        list.items.map((item) => item.id),
        byName.map((row) => row.id),
      );
      for (const item of list.items) {
        assert.deepEqual(Object.keys(item).sort(), CATEGORY_KEYS, item.slug);
        assert.equal(item.productCount, counts.get(item.id), item.slug);
        assert.equal(item.products.length, Math.min(5, item.productCount), item.slug);
        for (const row of item.products) {
          assert.deepEqual(Object.keys(row).sort(), LIST_ROW_KEYS, row.slug);
          assert.equal(row.categoryName, item.name, row.slug);
          assert.equal(row.categorySlug, item.slug, row.slug);
          assert.equal(row.isActive, true, row.slug);
        }
      }
    });

    test("the spec's (0, 5): the first five categories; products by search priority, then name", async () => {
      const list = await getJson<CategoryList>('/api/taxonomy/category/list/0/5');
      assert.equal(list.items.length, 5);
      assert.equal(list.count, (await listedCounts()).size);
      const row = (slug: string, name: string) => ({
        id: slug,
        slug,
        name,
        imageId: null,
        masterPrice: 12.5,
        marketPrice: null,
        cpt: '',
        isActive: true,
        categoryName: 'Aardvark Screening',
        categorySlug: 'aardvark-screening',
        productType: 1,
        lang: 'en',
      });
      const first = list.items[0]!;
      assert.deepEqual(
        { ...first, products: first.products.map((product) => ({ ...product, id: product.slug })) },
        {
          id: aardvarkId,
          slug: 'aardvark-screening',
          name: 'Aardvark Screening',
          description: '',
          image1Id: null,
          image2Id: null,
          flags: 0,
          lang: 'en',
          productCount: 6,
          products: [
            row('aardvark-alpha', 'Aardvark Alpha'),
            row('aardvark-beta', 'Aardvark Beta'),
            row('aardvark-gamma', 'Aardvark Gamma'),
            row('aardvark-delta', 'Aardvark Delta'),
            row('aardvark-epsilon', 'Aardvark Epsilon'),
          ],
        },
      );
    });

    test('hidden and inactive products are neither counted nor shown; a category with only those is left out', async () => {
      const list = await getJson<CategoryList>('/api/taxonomy/category/list/0/100');
      assert.ok(!list.items.some((item) => item.slug === 'aardwolf-unlisted'));
      const shown = list.items.flatMap((item) => item.products.map((product) => product.slug));
      for (const slug of ['aardvark-hidden', 'aardvark-inactive', 'calcitonin', 'lp-pla2-activity']) assert.ok(!shown.includes(slug), slug);
    });

    test('skip and top page through the same list; past the end is empty with the full count', async () => {
      const all = await getJson<CategoryList>('/api/taxonomy/category/list/0/100');
      const page = await getJson<CategoryList>('/api/taxonomy/category/list/2/3');
      assert.deepEqual(page, { items: all.items.slice(2, 5), count: all.count });
      const past = await getJson<CategoryList>(`/api/taxonomy/category/list/${all.count}/10`);
      assert.deepEqual(past, { items: [], count: all.count });
      const far = await getJson<CategoryList>('/api/taxonomy/category/list/5000/10');
      assert.deepEqual(far, { items: [], count: all.count });
    });

    test('skip below 0 or top outside 1..100, or not whole numbers: 400 naming the parameter', async () => {
      const skipMessage = { skip: ['Skip must be a whole number, 0 or more.'] };
      const topMessage = { top: ['Top must be a whole number from 1 to 100.'] };
      for (const [path, modelState] of [
        ['-1/5', skipMessage],
        ['x/5', skipMessage],
        ['1.5/5', skipMessage],
        ['0/0', topMessage],
        ['0/101', topMessage],
        ['0/x', topMessage],
        ['0/2.5', topMessage],
      ] as const) {
        const response = await app.inject({ method: 'GET', url: `/api/taxonomy/category/list/${path}` });
        assert.equal(response.statusCode, 400, path);
        assert.deepEqual(response.json(), { message: 'The request is invalid.', modelState }, path);
      }
    });
  });

  describe('GET /api/taxonomy/product/type/{type}', () => {
    test('each type: its listed products, by name, in the light shape', async () => {
      for (const type of [1, 2, 8, 16]) {
        const list = await getJson<{ items: ProductOfType[]; count: number }>(`/api/taxonomy/product/type/${type}`);
        const expected = await app.db
          .selectFrom('products')
          .select(['id', 'slug', 'name', 'cpt', 'product_type as productType'])
          .where('product_type', '=', type)
          .where('is_active', '=', true)
          .where('is_hidden', '=', false)
          .execute();
        expected.sort(byNameThenId('en'));
        assert.ok(expected.length > 0, `seeded products of type ${type}`);
        assert.deepEqual(list, { items: expected, count: expected.length }, `type ${type}`);
        for (const item of list.items) assert.deepEqual(Object.keys(item).sort(), ['cpt', 'id', 'name', 'productType', 'slug']);
      }
    });

    test('physician consults, exactly', async () => {
      const list = await getJson<{ items: ProductOfType[]; count: number }>('/api/taxonomy/product/type/16');
      assert.deepEqual(
        list.items.map(({ slug, name, cpt, productType }) => ({ slug, name, cpt, productType })),
        [
          { slug: 'physician-consultation-extended', name: 'Physician Consultation: Extended Results Review (E-Visit)', cpt: '99422', productType: 16 },
          { slug: 'physician-consultation-lab-results', name: 'Physician Consultation: Lab Results Review (E-Visit)', cpt: '99421', productType: 16 },
        ],
      );
      assert.equal(list.count, 2);
    });

    test('hidden and inactive products are left out', async () => {
      const slugs = (await getJson<{ items: ProductOfType[] }>('/api/taxonomy/product/type/1')).items.map((item) => item.slug);
      assert.ok(slugs.includes('aardvark-alpha'));
      for (const slug of ['calcitonin', 'lp-pla2-activity', 'aardvark-hidden', 'aardvark-inactive']) assert.ok(!slugs.includes(slug), slug);
    });

    test('a type that is not 1, 2, 8 or 16: 400', async () => {
      for (const type of ['0', '3', '4', '24', '255', 'x', '1.5', '-1']) {
        const response = await app.inject({ method: 'GET', url: `/api/taxonomy/product/type/${type}` });
        assert.equal(response.statusCode, 400, type);
        assert.deepEqual(response.json(), { message: 'The request is invalid.', modelState: { type: ['Type must be one of 1, 2, 8 or 16.'] } }, type);
      }
    });
  });
});
