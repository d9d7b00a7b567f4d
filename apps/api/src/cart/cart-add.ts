import { randomUUID } from 'node:crypto';
import type { Database, Order } from '@labstore/db';
import { CART_MESSAGES, decideAdd, type Cart, type CartLineFacts, type Notice } from '@labstore/domain';
import type { Kysely } from 'kysely';
import { isUuid } from '../lib/uuid';
import { AppError } from '../lib/app-error';
import { ordersRepository, type AddState, type CartItemRow, type CartProductRow, type MemberRow, type NewItem } from '../orders/orders.repository';
import { storePricedChange } from './cart-pricing';
import { groupLines, withLineAt, withoutLines } from './cart.mapper';

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === UNIQUE_VIOLATION;
}

/** The order row is locked, so only a writer that skipped the lock can get here first: the same refusal. */
async function refusingDuplicates<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, CART_MESSAGES.alreadyInCart);
    throw error;
  }
}

export interface LineToAdd {
  productId: string;
  profileId: string | null;
  /** The COVID-19 questionnaire's result, kept on the line. */
  eligibility: unknown;
}

export interface AddedLine {
  newItemId: string;
  notices: Notice[];
}

interface PlannedAdd {
  removeItemIds: string[];
  notices: Notice[];
  /** The new line's rows in itemsOf's order: its own, then its members'. */
  rows: CartItemRow[];
  items: NewItem[];
}

interface NewRowValues {
  id: string;
  parentItemId: string | null;
  profileId: string | null;
  priceCents: number;
}

function newRow({ product_id, name, slug, cpt, image_id, market_price_cents, master_price_cents, product_type, is_active, extra_tests_price_cents, eligibility }: CartProductRow, values: NewRowValues): CartItemRow {
  const product = { product_id, name, slug, cpt, image_id, market_price_cents, master_price_cents, product_type, is_active, extra_tests_price_cents, eligibility };
  return { ...product, id: values.id, parent_item_id: values.parentItemId, profile_id: values.profileId, initial_price_cents: master_price_cents, price_cents: values.priceCents, is_use_promo_code: false };
}

function toNewItem(orderId: string, row: CartItemRow, eligibility: unknown): NewItem {
  return {
    id: row.id,
    order_id: orderId,
    product_id: row.product_id,
    profile_id: row.profile_id,
    parent_item_id: row.parent_item_id,
    initial_price_cents: row.initial_price_cents,
    price_cents: row.price_cents,
    promo_code_id: null,
    is_use_promo_code: false,
    eligibility: eligibility === null ? null : JSON.stringify(eligibility),
  };
}

function compareIds(a: string, b: string): number {
  // Lower-case UUID text sorts as the database sorts uuid values.
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Members written together share created_at, so itemsOf shows them by name,
 * then id. `byName` is in the database's name order (its collation), where
 * equal names are next to each other.
 */
function inItemsOrder(byName: readonly CartItemRow[]): CartItemRow[] {
  const rank = new Map<string, number>();
  for (const row of byName) if (!rank.has(row.name)) rank.set(row.name, rank.size);
  return [...byName].sort((a, b) => (rank.get(a.name) ?? 0) - (rank.get(b.name) ?? 0) || compareIds(a.id, b.id));
}

/** The panel's order (position, then name): a stable sort of the name order by position. */
function inPanelOrder(byName: readonly MemberRow[]): MemberRow[] {
  return [...byName].sort((a, b) => a.position - b.position);
}

/**
 * spec/02 4.3, 8: the rules of packages/domain's decideAdd over what
 * readForAdd found. Refusals are AppErrors (404 unknown product, 400
 * questionnaire missing, 409 a rule).
 */
function planAdd(order: Order, state: AddState, line: LineToAdd, newItemId: string): PlannedAdd {
  const { product, members } = state;
  if (!product) throw AppError.notFound(CART_MESSAGES.productNotFound);
  if (product.eligibility !== null && line.eligibility === null) throw AppError.badRequest(CART_MESSAGES.eligibilityRequired);

  const lines: CartLineFacts[] = groupLines(state.rows).map(({ row, members: lineMembers }) => ({
    itemId: row.id,
    productId: row.product_id,
    name: row.name,
    memberProductIds: lineMembers.map((member) => member.product_id),
  }));
  const decision = decideAdd(lines, {
    id: product.product_id,
    name: product.name,
    isActive: product.is_active,
    productType: product.product_type,
    extraTestsPriceCents: product.extra_tests_price_cents,
    members: inPanelOrder(members).map((member) => ({ id: member.product_id, name: member.name, isActive: member.is_active })),
  });
  if (!decision.accepted) throw new AppError(409, decision.message);

  const parent = newRow(product, { id: newItemId, parentItemId: null, profileId: line.profileId, priceCents: product.master_price_cents });
  // Members count toward the total through their panel's price only.
  const added = members.map((member) => newRow(member, { id: randomUUID(), parentItemId: newItemId, profileId: line.profileId, priceCents: 0 }));
  return {
    removeItemIds: decision.removeItemIds,
    notices: decision.notices,
    rows: [parent, ...inItemsOrder(added)],
    items: [toNewItem(order.id, parent, line.eligibility), ...added.map((row) => toNewItem(order.id, row, null))],
  };
}

/** A product id that is no UUID is as unknown as a missing one. */
function readForAdd(db: Kysely<Database>, order: Order, productId: string, newItemId: string): Promise<AddState> {
  if (!isUuid(productId)) throw AppError.notFound(CART_MESSAGES.productNotFound);
  return ordersRepository(db).readForAdd(order.id, productId, newItemId);
}

/** Adds a product to a locked, open cart (a guest cart merging at sign-in); the caller reprices. */
export async function addLine(db: Kysely<Database>, order: Order, line: LineToAdd): Promise<AddedLine> {
  const newItemId = randomUUID();
  const plan = planAdd(order, await readForAdd(db, order, line.productId, newItemId), line, newItemId);
  await refusingDuplicates(ordersRepository(db).writeChange({ orderId: order.id, removeItemIds: plan.removeItemIds, newItems: plan.items }));
  return { newItemId, notices: plan.notices };
}

/**
 * Adds a product to a locked, open cart and answers it repriced, in two round
 * trips after the lock: one read (the cart, the product, the fees) and one
 * write (removed lines, the new line, prices, totals). The cart is priced
 * from the rows in hand, in the order itemsOf would read them back.
 */
export async function addAndPrice(db: Kysely<Database>, order: Order, line: LineToAdd): Promise<AddedLine & { cart: Cart }> {
  const newItemId = randomUUID();
  const state = await readForAdd(db, order, line.productId, newItemId);
  const plan = planAdd(order, state, line, newItemId);
  const rows = withoutLines(withLineAt(state.rows, state.newLinePosition, plan.rows), plan.removeItemIds);
  const cart = await refusingDuplicates(storePricedChange(db, order, { rows, fees: state.fees, removeItemIds: plan.removeItemIds, newItems: plan.items }));
  return { newItemId, notices: plan.notices, cart };
}
