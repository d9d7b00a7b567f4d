import type { Database, Order } from '@labstore/db';
import { CART_MESSAGES, decideAdd, type CartLineFacts, type Notice } from '@labstore/domain';
import type { Kysely } from 'kysely';
import { isUuid } from '../accounts/security-codes';
import { AppError } from '../lib/app-error';
import { groupLines } from './cart.mapper';
import { cartRepository } from './cart.repository';

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === UNIQUE_VIOLATION;
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

/**
 * spec/02 4.3, 8: adds a product to a locked, open cart under the rules of
 * packages/domain's decideAdd. Refusals are AppErrors (404 unknown product,
 * 400 questionnaire missing, 409 a rule). The caller reprices.
 */
export async function addLine(db: Kysely<Database>, order: Order, line: LineToAdd): Promise<AddedLine> {
  const repository = cartRepository(db);
  const found = isUuid(line.productId) ? await repository.findProductWithMembers(line.productId) : undefined;
  if (!found) throw AppError.notFound(CART_MESSAGES.productNotFound);
  const { product, members } = found;
  if (product.eligibility !== null && line.eligibility === null) throw AppError.badRequest(CART_MESSAGES.eligibilityRequired);

  const rows = await repository.itemsOf(order.id);
  const lines: CartLineFacts[] = groupLines(rows).map(({ row, members: lineMembers }) => ({
    itemId: row.id,
    productId: row.product_id,
    name: row.name,
    memberProductIds: lineMembers.map((member) => member.product_id),
  }));
  const decision = decideAdd(lines, {
    id: product.id,
    name: product.name,
    isActive: product.is_active,
    productType: product.product_type,
    extraTestsPriceCents: product.extra_tests_price_cents,
    members: members.map((member) => ({ id: member.id, name: member.name, isActive: member.is_active })),
  });
  if (!decision.accepted) throw new AppError(409, decision.message);

  await repository.deleteItems(order.id, decision.removeItemIds);
  try {
    const newItemId = await repository.insertLine({
      orderId: order.id,
      productId: product.id,
      profileId: line.profileId,
      priceCents: product.master_price_cents,
      eligibility: line.eligibility,
      members: members.map((member) => ({ productId: member.id, priceCents: member.master_price_cents })),
    });
    return { newItemId, notices: decision.notices };
  } catch (error) {
    // The order row is locked, so only a writer that skipped the lock can get here first: the same refusal.
    if (isUniqueViolation(error)) throw new AppError(409, CART_MESSAGES.alreadyInCart);
    throw error;
  }
}
