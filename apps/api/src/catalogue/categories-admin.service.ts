import type { Database } from '@labstore/db';
import { ADMIN_CATEGORY_MESSAGES, fillTemplate, slugFromName, type AdminCategory, type AdminCategoryInput, type AdminCategoryList, type AdminCategorySearch } from '@labstore/domain';
import type { Kysely } from 'kysely';
import { recordAdminAction, type AdminActor } from '../audit';
import { AppError } from '../lib/app-error';
import { CATALOGUE_CACHE_PREFIX } from './catalogue-cache';
import { categoriesAdminRepository, type AdminCategoryRow, type CategoryFields } from './categories-admin.repository';

/** What a catalogue change tells the read cache: app.readCache.publishChange, handed in by the route. */
export type PublishChange = (db: Kysely<Database>, prefix: string) => Promise<void>;

function toAdminCategory(row: AdminCategoryRow): AdminCategory {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    image1Id: row.image1_id,
    image2Id: row.image2_id,
    flags: row.flags,
    productCount: row.product_count ?? 0,
  };
}

/** The audit row's picture of a category: its editable fields. */
const stateOf = (category: CategoryFields & { slug: string }) => ({
  name: category.name,
  slug: category.slug,
  description: category.description,
  image1Id: category.image1Id,
  image2Id: category.image2Id,
  flags: category.flags,
});

async function checkImages(db: Kysely<Database>, fields: CategoryFields): Promise<void> {
  const named = [fields.image1Id, fields.image2Id].filter((id): id is string => id !== null);
  const found = await categoriesAdminRepository(db).existingImages(named);
  const unknown = new Map<string, string[]>();
  if (fields.image1Id !== null && !found.has(fields.image1Id)) unknown.set('image1Id', [ADMIN_CATEGORY_MESSAGES.imageUnknown]);
  if (fields.image2Id !== null && !found.has(fields.image2Id)) unknown.set('image2Id', [ADMIN_CATEGORY_MESSAGES.imageUnknown]);
  if (unknown.size > 0) throw AppError.badRequest(ADMIN_CATEGORY_MESSAGES.imageUnknown, Object.fromEntries(unknown));
}

async function freeSlug(db: Kysely<Database>, name: string): Promise<string> {
  // Made once from its name (kept on a rename): the column's check allows lower-case letters and digits between single dashes.
  const base = slugFromName(name, { maxLength: 80, fallback: 'category' });
  const taken = await categoriesAdminRepository(db).slugsLike(base);
  let slug = base;
  for (let suffix = 2; taken.has(slug); suffix += 1) slug = `${base}-${suffix}`;
  return slug;
}

async function readCategory(db: Kysely<Database>, id: string): Promise<AdminCategory> {
  const row = await categoriesAdminRepository(db).find(id);
  if (!row) throw AppError.notFound(ADMIN_CATEGORY_MESSAGES.notFound);
  return toAdminCategory(row);
}

/** Issue 20, spec/03 2 Categories tab, 5, 7 Categories: the category editor's rules. Each change is audited and published to the read cache in its transaction. */
export function categoriesAdminService(db: Kysely<Database>, publishChange: PublishChange) {
  return {
    /** POST /api/category/search/: 10 a page, by name; an empty search lists every category. */
    async search(query: AdminCategorySearch): Promise<AdminCategoryList> {
      const { rows, count } = await categoriesAdminRepository(db).page({ search: query.search, skip: query.$skip, top: query.$top });
      return { items: rows.map(toAdminCategory), count };
    },

    /** GET /api/category/{id}. */
    read(id: string): Promise<AdminCategory> {
      return readCategory(db, id);
    },

    async create(actor: AdminActor, fields: AdminCategoryInput): Promise<{ category: AdminCategory; message: string }> {
      await checkImages(db, fields);
      const category = await db.transaction().execute(async (trx) => {
        const slug = await freeSlug(trx, fields.name);
        const id = await categoriesAdminRepository(trx).insert(slug, fields);
        await recordAdminAction(trx, actor, { action: 'category.create', subject: { kind: 'category', id }, before: null, after: stateOf({ ...fields, slug }) });
        await publishChange(trx, CATALOGUE_CACHE_PREFIX);
        return readCategory(trx, id);
      });
      return { category, message: fillTemplate(ADMIN_CATEGORY_MESSAGES.created, { name: category.name }) };
    },

    async update(actor: AdminActor, id: string, fields: AdminCategoryInput): Promise<{ category: AdminCategory; message: string }> {
      await checkImages(db, fields);
      const category = await db.transaction().execute(async (trx) => {
        const repository = categoriesAdminRepository(trx);
        if (!(await repository.lock(id))) throw AppError.notFound(ADMIN_CATEGORY_MESSAGES.notFound);
        const before = await readCategory(trx, id);
        await repository.update(id, fields);
        await recordAdminAction(trx, actor, { action: 'category.update', subject: { kind: 'category', id }, before: stateOf(before), after: stateOf({ ...fields, slug: before.slug }) });
        await publishChange(trx, CATALOGUE_CACHE_PREFIX);
        return readCategory(trx, id);
      });
      return { category, message: fillTemplate(ADMIN_CATEGORY_MESSAGES.updated, { name: category.name }) };
    },

    /** DELETE /api/category/{id}: refused while tests still name it (they would drop out of their category silently). */
    async remove(actor: AdminActor, id: string): Promise<{ id: string; message: string }> {
      const removed = await db.transaction().execute(async (trx) => {
        const repository = categoriesAdminRepository(trx);
        if (!(await repository.lock(id))) throw AppError.notFound(ADMIN_CATEGORY_MESSAGES.notFound);
        const before = await readCategory(trx, id);
        if (before.productCount > 0) throw AppError.badRequest(fillTemplate(ADMIN_CATEGORY_MESSAGES.inUse, { count: String(before.productCount) }));
        await repository.remove(id);
        await recordAdminAction(trx, actor, { action: 'category.remove', subject: { kind: 'category', id }, before: stateOf(before), after: null });
        await publishChange(trx, CATALOGUE_CACHE_PREFIX);
        return before;
      });
      return { id, message: fillTemplate(ADMIN_CATEGORY_MESSAGES.removed, { name: removed.name }) };
    },
  };
}
