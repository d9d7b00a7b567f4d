import { sanitizeRichText, type Database } from '@labstore/db';
import {
  ADMIN_PRODUCT_MESSAGES,
  PANEL_PRODUCT_TYPE,
  PRODUCT_LIMITS,
  PRODUCT_TYPES_LEFT_OUT_OF_LIST,
  SEARCH_MIN_LENGTH,
  fillTemplate,
  fromCents,
  labCodeMask,
  labCodesIn,
  slugFromName,
  toCents,
  type AdminProduct,
  type AdminProductInput,
  type AdminProductList,
  type AdminProductListQuery,
  type ProductRelationType,
} from '@labstore/domain';
import type { Kysely } from 'kysely';
import { recordAdminAction, type AdminActor } from '../audit';
import { AppError } from '../lib/app-error';
import { ordersRepository } from '../orders/orders.repository';
import { CATALOGUE_CACHE_PREFIX } from './catalogue-cache';
import type { PublishChange } from './categories-admin.service';
import { productsAdminRepository, type AdminProductChildRow, type AdminProductDbRow, type ProductColumns } from './products-admin.repository';

const centsOrNull = (dollars: number | null) => (dollars === null ? null : toCents(dollars));
const dollarsOrNull = (cents: number | null) => (cents === null ? null : fromCents(cents));

function toAdminProduct(row: AdminProductDbRow, children: readonly AdminProductChildRow[]): AdminProduct {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    cpt: row.cpt,
    marketPrice: dollarsOrNull(row.market_price_cents),
    masterPrice: fromCents(row.master_price_cents),
    customerPrice: dollarsOrNull(row.customer_price_cents),
    patientPrice: dollarsOrNull(row.patient_price_cents),
    extraTestsPrice: dollarsOrNull(row.extra_tests_price_cents),
    searchPriority: row.search_priority,
    pageTitle: row.page_title,
    metaRobots: row.meta_robots,
    metaDescription: row.meta_description,
    imageId: row.image_id,
    labCodes: labCodesIn(row.lab_codes),
    questCode: row.quest_code,
    tags: row.tags,
    categoryId: row.category_id,
    categoryName: row.category_name,
    productType: row.product_type,
    description: row.description_html,
    instructions: row.instructions_html,
    isHidden: row.is_hidden,
    isActive: row.is_active,
    children: children.map((child) => ({ childrenId: child.child_id, name: child.name, relationType: child.relation_type })),
  };
}

/** The audit row's picture of a test: its fields but the HTML, whose lengths stand for it, and its members. */
function stateOf(product: AdminProduct) {
  const { description, instructions, categoryName: _categoryName, children, ...rest } = product;
  return { ...rest, descriptionLength: description.length, instructionsLength: instructions.length, children: children.map((child) => child.childrenId) };
}

const slugTaken = (slug: string) => {
  const message = fillTemplate(ADMIN_PRODUCT_MESSAGES.slugTaken, { slug });
  return new AppError(409, message, { slug: [message] });
};

/** The stored columns of the form's fields: cents, the lab mask, sanitized HTML (the storefront renders it). */
function columnsOf(fields: AdminProductInput, slug: string): ProductColumns {
  const description = sanitizeRichText(fields.description);
  const instructions = sanitizeRichText(fields.instructions);
  // Sanitizing escapes a bare '<' or '&', so a text just under the limit can come out over it.
  const tooLong = new Map<string, string[]>();
  if (description.length > PRODUCT_LIMITS.description) tooLong.set('description', [ADMIN_PRODUCT_MESSAGES.descriptionTooLong]);
  if (instructions.length > PRODUCT_LIMITS.instructions) tooLong.set('instructions', [ADMIN_PRODUCT_MESSAGES.instructionsTooLong]);
  const [first] = tooLong.values();
  if (first?.[0]) throw AppError.badRequest(first[0], Object.fromEntries(tooLong));
  return {
    name: fields.name,
    slug,
    cpt: fields.cpt,
    market_price_cents: centsOrNull(fields.marketPrice),
    master_price_cents: toCents(fields.masterPrice ?? 0),
    customer_price_cents: centsOrNull(fields.customerPrice),
    patient_price_cents: centsOrNull(fields.patientPrice),
    extra_tests_price_cents: centsOrNull(fields.extraTestsPrice),
    search_priority: fields.searchPriority,
    page_title: fields.pageTitle,
    meta_robots: fields.metaRobots,
    meta_description: fields.metaDescription,
    image_id: fields.imageId,
    lab_codes: labCodeMask(fields.labCodes),
    quest_code: fields.questCode,
    tags: fields.tags,
    category_id: fields.categoryId,
    product_type: fields.productType,
    description_html: description,
    instructions_html: instructions,
    is_hidden: fields.isHidden,
    is_active: fields.isActive,
  };
}

/** spec/03 5: the category and the image must exist (400 with their messages). */
async function checkReferences(db: Kysely<Database>, fields: AdminProductInput): Promise<void> {
  const repository = productsAdminRepository(db);
  const unknown = new Map<string, string[]>();
  if (!(await repository.categoryExists(fields.categoryId))) unknown.set('categoryId', [ADMIN_PRODUCT_MESSAGES.categoryUnknown]);
  if (fields.imageId !== null && !(await repository.imageExists(fields.imageId))) unknown.set('imageId', [ADMIN_PRODUCT_MESSAGES.imageUnknown]);
  const [first] = unknown.values();
  if (first?.[0]) throw AppError.badRequest(first[0], Object.fromEntries(unknown));
}

/** A slug made from the name: the first of base, base-2, base-3... no test holds. */
async function freeSlug(db: Kysely<Database>, name: string): Promise<string> {
  const base = slugFromName(name, { maxLength: PRODUCT_LIMITS.slug - 4, fallback: 'test' });
  const taken = await productsAdminRepository(db).slugsLike(base);
  let slug = base;
  for (let suffix = 2; taken.has(slug); suffix += 1) slug = `${base}-${suffix}`;
  return slug;
}

/** A write that met the unique slug of a test saved at the same moment: the same refusal as the check's. */
async function refusingTakenSlug<T>(slug: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (typeof error === 'object' && error !== null && 'code' in error && error.code === '23505') throw slugTaken(slug);
    throw error;
  }
}

async function readProduct(db: Kysely<Database>, id: string): Promise<AdminProduct> {
  const repository = productsAdminRepository(db);
  const row = await repository.find(id);
  if (!row) throw AppError.notFound(ADMIN_PRODUCT_MESSAGES.notFound);
  return toAdminProduct(row, await repository.childrenOf(id));
}

const changed = (id: string, message: string) => ({ id, message });

/**
 * Issue 20, spec/03 2 Products tab and Test form, 5 Test form, 7 Catalogue
 * and products: the test editor's rules. Each change is audited in its
 * transaction and published to the read cache (the storefront's pages,
 * search, the sitemap and the offline catalogue read it at once).
 */
export function productsAdminService(db: Kysely<Database>, publishChange: PublishChange) {
  return {
    /** GET /api/catalog/all: by name; a search under 2 characters is the full list. */
    async list(query: AdminProductListQuery): Promise<AdminProductList> {
      const search = query.search.length >= SEARCH_MIN_LENGTH ? query.search : '';
      const { rows, count } = await productsAdminRepository(db).page({ search, leftOut: PRODUCT_TYPES_LEFT_OUT_OF_LIST, skip: query.$skip, top: query.$top });
      return {
        items: rows.map((row) => ({
          id: row.id,
          name: row.name,
          slug: row.slug,
          cpt: row.cpt,
          imageId: row.image_id,
          productType: row.product_type,
          isActive: row.is_active,
          isHidden: row.is_hidden,
        })),
        count,
      };
    },

    /** GET /api/catalog/{id}. */
    read(id: string): Promise<AdminProduct> {
      return readProduct(db, id);
    },

    async create(actor: AdminActor, fields: AdminProductInput): Promise<{ product: AdminProduct; message: string }> {
      await checkReferences(db, fields);
      const product = await db.transaction().execute(async (trx) => {
        const repository = productsAdminRepository(trx);
        const slug = fields.slug ?? (await freeSlug(trx, fields.name));
        if (fields.slug !== null && (await repository.slugOwner(fields.slug)) !== undefined) throw slugTaken(fields.slug);
        const id = await refusingTakenSlug(slug, () => repository.insert(columnsOf(fields, slug)));
        const created = await readProduct(trx, id);
        await recordAdminAction(trx, actor, { action: 'product.create', subject: { kind: 'product', id }, before: null, after: stateOf(created) });
        await publishChange(trx, CATALOGUE_CACHE_PREFIX);
        return created;
      });
      return { product, message: fillTemplate(ADMIN_PRODUCT_MESSAGES.created, { name: product.name }) };
    },

    /** PUT /api/catalog/: an empty slug keeps the stored one; a new master price reprices the open carts holding the test. */
    async update(actor: AdminActor, id: string, fields: AdminProductInput): Promise<{ product: AdminProduct; message: string }> {
      await checkReferences(db, fields);
      const product = await db.transaction().execute(async (trx) => {
        const repository = productsAdminRepository(trx);
        if (!(await repository.lock(id))) throw AppError.notFound(ADMIN_PRODUCT_MESSAGES.notFound);
        const before = await readProduct(trx, id);
        const slug = fields.slug ?? before.slug;
        const owner = slug === before.slug ? id : await repository.slugOwner(slug);
        if (owner !== undefined && owner !== id) throw slugTaken(slug);
        // A panel cannot be a member of another panel (spec/03 3 Child relation): nor can a member become a panel.
        if (fields.productType === PANEL_PRODUCT_TYPE && before.productType !== PANEL_PRODUCT_TYPE && (await repository.parentNamesOf(id)).length > 0) {
          throw AppError.badRequest(ADMIN_PRODUCT_MESSAGES.memberIsPanel, { productType: [ADMIN_PRODUCT_MESSAGES.memberIsPanel] });
        }
        const columns = columnsOf(fields, slug);
        await refusingTakenSlug(slug, () => repository.update(id, columns));
        if (columns.master_price_cents !== toCents(before.masterPrice)) await ordersRepository(trx).setOpenCartInitialPrice(id, columns.master_price_cents);
        const after = await readProduct(trx, id);
        await recordAdminAction(trx, actor, { action: 'product.update', subject: { kind: 'product', id }, before: stateOf(before), after: stateOf(after) });
        await publishChange(trx, CATALOGUE_CACHE_PREFIX);
        return after;
      });
      return { product, message: fillTemplate(ADMIN_PRODUCT_MESSAGES.updated, { name: product.name }) };
    },

    /**
     * DELETE /api/catalog/{id}: refused (409) while a panel holds it or an
     * order other than an open cart does; otherwise it leaves the open carts
     * and goes.
     */
    async remove(actor: AdminActor, id: string): Promise<{ id: string; message: string }> {
      const removed = await db.transaction().execute(async (trx) => {
        const repository = productsAdminRepository(trx);
        if (!(await repository.lock(id))) throw AppError.notFound(ADMIN_PRODUCT_MESSAGES.notFound);
        const before = await readProduct(trx, id);
        const panels = await repository.parentNamesOf(id);
        if (panels.length > 0) throw new AppError(409, fillTemplate(ADMIN_PRODUCT_MESSAGES.inPanels, { panels: panels.join(', ') }));
        const orders = ordersRepository(trx);
        if (await orders.productInPlacedOrders(id)) throw new AppError(409, ADMIN_PRODUCT_MESSAGES.inOrders);
        await orders.removeProductFromOpenCarts(id);
        await repository.remove(id);
        await recordAdminAction(trx, actor, { action: 'product.remove', subject: { kind: 'product', id }, before: stateOf(before), after: null });
        await publishChange(trx, CATALOGUE_CACHE_PREFIX);
        return before;
      });
      return changed(id, fillTemplate(ADMIN_PRODUCT_MESSAGES.removed, { name: removed.name }));
    },

    /** POST /api/catalog/{type}/{parentId}/{childId}: a member at the end of the parent's list. */
    async addMember(actor: AdminActor, relationType: ProductRelationType, parentId: string, childId: string): Promise<{ id: string; message: string }> {
      await db.transaction().execute(async (trx) => {
        const repository = productsAdminRepository(trx);
        if (parentId === childId) throw AppError.badRequest(ADMIN_PRODUCT_MESSAGES.memberOfItself);
        // Locked in id order: two adds naming the same pair the other way round wait rather than deadlock.
        const [first, second] = [parentId, childId].sort();
        const locked = new Map<string, Awaited<ReturnType<typeof repository.lock>>>();
        for (const id of [first, second]) if (id !== undefined) locked.set(id, await repository.lock(id));
        const parent = locked.get(parentId);
        const child = locked.get(childId);
        if (!parent || !child) throw AppError.notFound(ADMIN_PRODUCT_MESSAGES.notFound);
        if (child.product_type === PANEL_PRODUCT_TYPE) throw AppError.badRequest(ADMIN_PRODUCT_MESSAGES.memberIsPanel);
        if (await repository.member(parentId, childId)) throw new AppError(409, fillTemplate(ADMIN_PRODUCT_MESSAGES.memberAlready, { name: child.name }));
        const before = await readProduct(trx, parentId);
        await repository.insertMember(parentId, childId, relationType);
        const after = await readProduct(trx, parentId);
        await recordAdminAction(trx, actor, {
          action: 'product.add-member',
          subject: { kind: 'product', id: parentId },
          before: { children: before.children.map((member) => member.childrenId) },
          after: { children: after.children.map((member) => member.childrenId), added: childId, relationType },
        });
        await publishChange(trx, CATALOGUE_CACHE_PREFIX);
      });
      return changed(parentId, ADMIN_PRODUCT_MESSAGES.memberAdded);
    },

    /** DELETE /api/catalog/{parentId}/{childId}. */
    async removeMember(actor: AdminActor, parentId: string, childId: string): Promise<{ id: string; message: string }> {
      await db.transaction().execute(async (trx) => {
        const repository = productsAdminRepository(trx);
        if (!(await repository.lock(parentId))) throw AppError.notFound(ADMIN_PRODUCT_MESSAGES.notFound);
        if (!(await repository.member(parentId, childId))) throw AppError.notFound(ADMIN_PRODUCT_MESSAGES.notAMember);
        const before = await readProduct(trx, parentId);
        await repository.deleteMember(parentId, childId);
        await recordAdminAction(trx, actor, {
          action: 'product.remove-member',
          subject: { kind: 'product', id: parentId },
          before: { children: before.children.map((member) => member.childrenId) },
          after: { children: before.children.map((member) => member.childrenId).filter((id) => id !== childId), removed: childId },
        });
        await publishChange(trx, CATALOGUE_CACHE_PREFIX);
      });
      return changed(parentId, ADMIN_PRODUCT_MESSAGES.memberRemoved);
    },
  };
}
