import { randomUUID } from 'node:crypto';
import type { NewPromoCode } from '@labstore/db';
import type { AddToCartResponse, Cart, CovidEligibility } from '@labstore/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

// Catalogue rows and calls the cart tests share. Products are inserted with
// known names and prices (the test apps are built without the seed).

export interface TestProduct {
  id: string;
  name: string;
}

export interface ProductValues {
  name?: string;
  productType?: number;
  masterCents?: number;
  marketCents?: number | null;
  isActive?: boolean;
  extraTestsCents?: number | null;
  eligibility?: 'covid-immune' | 'covid-employee' | 'covid-employee-short' | 'covid-saliva' | null;
}

export async function insertProduct(app: FastifyInstance, values: ProductValues = {}): Promise<TestProduct> {
  const name = values.name ?? `Test ${randomUUID().slice(0, 8)}`;
  const row = await app.db
    .insertInto('products')
    .values({
      slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${randomUUID().slice(0, 8)}`,
      name,
      cpt: '82728',
      product_type: values.productType ?? 1,
      master_price_cents: values.masterCents ?? 2900,
      market_price_cents: values.marketCents === undefined ? 6900 : values.marketCents,
      is_active: values.isActive ?? true,
      extra_tests_price_cents: values.extraTestsCents ?? null,
      eligibility: values.eligibility ?? null,
    })
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
  return row;
}

/** A panel (type 8) of the given member tests. */
export async function insertPanel(app: FastifyInstance, members: readonly TestProduct[], values: ProductValues = {}): Promise<TestProduct> {
  const panel = await insertProduct(app, { productType: 8, masterCents: 9900, marketCents: 19900, ...values });
  await app.db
    .insertInto('product_children')
    .values(members.map((member, position) => ({ parent_id: panel.id, child_id: member.id, position })))
    .execute();
  return panel;
}

export async function insertPromo(app: FastifyInstance, values: Partial<NewPromoCode> & { productIds?: string[] } = {}): Promise<{ id: string; code: string }> {
  const { productIds = [], ...columns } = values;
  const promo = await app.db
    .insertInto('promo_codes')
    .values({
      description: 'Test promo',
      code: `CODE${randomUUID().slice(0, 8).toUpperCase()}`,
      discount_type: 1,
      discount_value: 1000,
      promo_type: productIds.length > 0 ? 1 : 0,
      total_use_limit: 0,
      customer_use_limit: 0,
      ...columns,
    })
    .returning(['id', 'code'])
    .executeTakeFirstOrThrow();
  if (productIds.length > 0) await app.db.insertInto('promo_code_products').values(productIds.map((product_id) => ({ promo_code_id: promo.id, product_id }))).execute();
  return promo;
}

type Headers = Record<string, string>;

export function addRequest(app: FastifyInstance, payload: Record<string, unknown>, headers: Headers = {}): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/order/add', payload, headers });
}

/** Adds and expects success. */
export async function added(app: FastifyInstance, payload: Record<string, unknown>, headers: Headers = {}): Promise<AddToCartResponse> {
  const response = await addRequest(app, payload, headers);
  if (response.statusCode !== 200) throw new Error(`add: ${response.statusCode} ${response.body}`);
  return response.json<AddToCartResponse>();
}

export async function getCart(app: FastifyInstance, orderId: string, headers: Headers = {}): Promise<Cart> {
  const response = await app.inject({ method: 'GET', url: `/api/order/get/${orderId}`, headers });
  if (response.statusCode !== 200) throw new Error(`get: ${response.statusCode} ${response.body}`);
  return response.json<Cart>();
}

/** The stored lines of an order: product, parent (by product id) and prices. */
export async function storedLines(app: FastifyInstance, orderId: string) {
  const rows = await app.db
    .selectFrom('order_items as i')
    .leftJoin('order_items as parent', 'parent.id', 'i.parent_item_id')
    .select(['i.product_id', 'parent.product_id as parent_product_id', 'i.initial_price_cents', 'i.price_cents', 'i.profile_id'])
    .where('i.order_id', '=', orderId)
    .execute();
  return rows.sort((a, b) => `${a.parent_product_id ?? ''}${a.product_id}`.localeCompare(`${b.parent_product_id ?? ''}${b.product_id}`));
}

export async function storedTotals(app: FastifyInstance, orderId: string) {
  return app.db
    .selectFrom('orders')
    .select(['sub_total_cents', 'discount_cents', 'processing_fee_cents', 'physician_oversight_fee_cents', 'lab_draw_fee_cents', 'order_total_cents', 'promo_code_id'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
}

/** spec/02 4.7: a complete questionnaire result. */
export const ELIGIBILITY: CovidEligibility = {
  firstCOVID: 'No',
  healthcare: 'No',
  covidSymptoms: 'No',
  hospital: 'No',
  ICU: 'No',
  liveWork: 'No',
  pregnant: 'No',
  race: ['White'],
  demographic: ['NotHispanicOrLatino'],
  statements: ['NoneOfTheAbove'],
  terms: { testConsent: true, termsAndConditions: true, privacyPractices: true },
  option: '',
  feverDate: false,
  fourteenDays: 'NO',
};
