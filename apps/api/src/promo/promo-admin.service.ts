import type { Database } from '@labstore/db';
import {
  ADMIN_PAGE_SIZE,
  ADMIN_PROMO_MESSAGES,
  LOCKED_PROMO_FIELDS,
  fillTemplate,
  type AdminPromo,
  type AdminPromoInput,
  type AdminPromoList,
  type AdminPromoListQuery,
  type AdminPromoSaved,
  type AdminPromoUpdate,
  type LockedPromoField,
} from '@labstore/domain';
import type { Kysely } from 'kysely';
import { recordAdminAction, type AdminActor } from '../audit';
import { AppError, type ModelState } from '../lib/app-error';
import { containingPattern } from '../lib/like-pattern';
import { isUuid } from '../lib/uuid';
import { promoAdminRepository, type AdminPromoRow } from './promo-admin.repository';

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

const errorCode = (error: unknown): unknown => (typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined);

/** The UTC day of a stored instant ('yyyy-mm-dd'). */
const dayOf = (at: Date | null): string | null => (at === null ? null : at.toISOString().slice(0, 10));

/** Dollars or percent as the wire has them; the row keeps cents or basis points (both a hundredth). */
const toHundredths = (value: number) => Math.round(value * 100);

export function toAdminPromo(row: AdminPromoRow): AdminPromo {
  return {
    id: row.id,
    description: row.description,
    code: row.code,
    discount: row.discount_value / 100,
    discountType: row.discount_type,
    promoType: row.promo_type,
    products: row.productIds,
    dateStart: dayOf(row.date_start),
    dateFinish: dayOf(row.date_finish),
    isActive: row.is_active,
    isBlured: row.is_blured,
    totalUseLimit: row.total_use_limit,
    totalUsedLimit: row.total_used,
    customerUseLimit: row.customer_use_limit,
    isPhysicianOversightFeeDiscount: row.is_physician_oversight_fee_discount,
    isLabDrawFeeDiscount: row.is_lab_draw_fee_discount,
  };
}

/**
 * spec/03 9 "the admin date range runs from 00:00 to 23:59": a start counts
 * from 00:00 of its day, a finish up to the end of its day (the finish is the
 * last usable instant, promo.repository.ts). A day left as it was keeps the
 * stored instant, so saving an older code does not move its times.
 */
function instantsOf(input: AdminPromoInput, stored?: AdminPromoRow): { date_start: Date | null; date_finish: Date | null } {
  const start = input.dateStart === null ? null : stored && dayOf(stored.date_start) === input.dateStart ? stored.date_start : new Date(`${input.dateStart}T00:00:00.000Z`);
  const finish =
    input.dateFinish === null ? null : stored && dayOf(stored.date_finish) === input.dateFinish ? stored.date_finish : new Date(`${input.dateFinish}T23:59:59.999Z`);
  return { date_start: start, date_finish: finish };
}

function refusal(field: string, message: string, status = 400): AppError {
  return new AppError(status, message, { [field]: [message] });
}

/** A product id that is no UUID names no product: refused before the database sees it. */
function checkProductIds(productIds: readonly string[]): void {
  if (!productIds.every(isUuid)) throw refusal('products', ADMIN_PROMO_MESSAGES.productUnknown);
}

/** The database's refusals of a write, in the editor's words: another code took the text meanwhile, or a product is gone. */
async function refusingConflicts<T>(code: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (errorCode(error) === UNIQUE_VIOLATION) throw refusal('code', fillTemplate(ADMIN_PROMO_MESSAGES.codeTaken, { code }), 409);
    if (errorCode(error) === FOREIGN_KEY_VIOLATION) throw refusal('products', ADMIN_PROMO_MESSAGES.productUnknown);
    throw error;
  }
}

/** The locked fields (spec/03 5) whose value differs from the stored code's. */
function changedLockedFields(stored: AdminPromo, input: AdminPromoInput): LockedPromoField[] {
  return LOCKED_PROMO_FIELDS.filter((field) => (field === 'discount' ? toHundredths(input.discount) !== toHundredths(stored.discount) : input[field] !== stored[field]));
}

export interface PromoAdminOptions {
  /**
   * Tells the read cache a promo code changed, inside the change's
   * transaction (the catalogue's "has a promotion" reads; given in the admin
   * route, as promo may not import the catalogue).
   */
  publishChange: (trx: Kysely<Database>) => Promise<void>;
}

/** Issue 20, spec/03 2 Promo code tab, 3, 5, 7 Promo, 8: the promo code editor's rules. */
export function promoAdminService(db: Kysely<Database>, { publishChange }: PromoAdminOptions) {
  const saved = (row: AdminPromoRow): AdminPromoSaved => ({
    message: fillTemplate(ADMIN_PROMO_MESSAGES.saved, { description: row.description }),
    promoCode: toAdminPromo(row),
  });

  return {
    /** GET /api/promo/list. */
    async list(query: AdminPromoListQuery): Promise<AdminPromoList> {
      const { rows, count } = await promoAdminRepository(db).list({
        pattern: query.search === undefined ? undefined : containingPattern(query.search),
        skip: query.$skip,
        top: query.$top ?? ADMIN_PAGE_SIZE,
      });
      return { items: rows.map(toAdminPromo), count };
    },

    /** GET /api/promo/admin/{id}. */
    async get(id: string): Promise<AdminPromo> {
      const row = isUuid(id) ? await promoAdminRepository(db).findById(id) : undefined;
      if (!row) throw AppError.notFound(ADMIN_PROMO_MESSAGES.notFound);
      return toAdminPromo(row);
    },

    /** POST /api/promo/create: a new code, its text unique whatever its case. */
    async create(input: AdminPromoInput, actor: AdminActor): Promise<AdminPromoSaved> {
      checkProductIds(input.products);
      return refusingConflicts(input.code, () =>
        db.transaction().execute(async (trx) => {
          const promos = promoAdminRepository(trx);
          if (await promos.codeTaken(input.code)) throw refusal('code', fillTemplate(ADMIN_PROMO_MESSAGES.codeTaken, { code: input.code }), 409);
          const id = await promos.insert(
            {
              description: input.description,
              code: input.code,
              discount_type: input.discountType,
              discount_value: toHundredths(input.discount),
              promo_type: input.promoType,
              ...instantsOf(input),
              is_active: input.isActive,
              is_blured: input.isBlured,
              total_use_limit: input.totalUseLimit,
              customer_use_limit: input.customerUseLimit,
              is_physician_oversight_fee_discount: input.isPhysicianOversightFeeDiscount,
              is_lab_draw_fee_discount: input.isLabDrawFeeDiscount,
            },
            // An order code names no products: any sent are not kept.
            input.promoType === 1 ? input.products : [],
          );
          const row = await promos.findById(id);
          if (!row) throw new Error('promo code vanished in its own transaction');
          await recordAdminAction(trx, actor, { action: 'promo.create', subject: { kind: 'promo-code', id }, after: toAdminPromo(row) });
          await publishChange(trx);
          return saved(row);
        }),
      );
    },

    /**
     * PUT /api/promo/update: the fields spec/03 5 locks in edit mode must
     * come back unchanged (a change is refused, naming the field); the total
     * use limit may not go below the uses counted, 0 being no limit.
     */
    async update(input: AdminPromoUpdate, actor: AdminActor): Promise<AdminPromoSaved> {
      if (!isUuid(input.id)) throw AppError.notFound(ADMIN_PROMO_MESSAGES.notFound);
      checkProductIds(input.products);
      return refusingConflicts(input.code, () =>
        db.transaction().execute(async (trx) => {
          const promos = promoAdminRepository(trx);
          const stored = await promos.lockById(input.id);
          if (!stored) throw AppError.notFound(ADMIN_PROMO_MESSAGES.notFound);
          const before = toAdminPromo(stored);
          const locked = changedLockedFields(before, input);
          if (locked.length > 0) {
            const modelState: ModelState = Object.fromEntries(locked.map((field) => [field, [ADMIN_PROMO_MESSAGES.locked]]));
            throw AppError.badRequest(ADMIN_PROMO_MESSAGES.locked, modelState);
          }
          if (input.totalUseLimit > 0 && input.totalUseLimit < stored.total_used) {
            throw refusal('totalUseLimit', fillTemplate(ADMIN_PROMO_MESSAGES.limitBelowUsed, { used: String(stored.total_used) }));
          }
          await promos.update(stored.id, {
            ...instantsOf(input, stored),
            is_active: input.isActive,
            is_blured: input.isBlured,
            total_use_limit: input.totalUseLimit,
            customer_use_limit: input.customerUseLimit,
          });
          await promos.setProducts(stored.id, stored.promo_type === 1 ? input.products : []);
          const row = await promos.findById(stored.id);
          if (!row) throw new Error('promo code vanished in its own transaction');
          await recordAdminAction(trx, actor, { action: 'promo.update', subject: { kind: 'promo-code', id: row.id }, before, after: toAdminPromo(row) });
          await publishChange(trx);
          return saved(row);
        }),
      );
    },
  };
}
