import type { Database } from '@labstore/db';
import type { SiteLanguage } from '@labstore/domain';
import { sql, type Kysely } from 'kysely';

/** Issue 16: a category's words in the asked language where it has them, else the English ones; `lang` says which. */
export const CATEGORY_COLUMNS = [
  'c.id',
  'c.slug',
  sql<string>`coalesce(ct.name, c.name)`.as('name'),
  sql<string>`coalesce(ct.description, c.description)`.as('description'),
  'c.image1_id',
  'c.image2_id',
  'c.flags',
  sql<SiteLanguage>`coalesce(ct.language, 'en')`.as('lang'),
] as const;

/** Categories, each joined to its words in `language` when it has them. */
export function translatedCategories(db: Kysely<Database>, language: SiteLanguage) {
  return db
    .selectFrom('categories as c')
    .leftJoin('category_translations as ct', (join) => join.onRef('ct.category_id', '=', 'c.id').on('ct.language', '=', language));
}

export function categoriesRepository(db: Kysely<Database>, language: SiteLanguage) {
  return {
    /** Every category, unordered: the service sorts names as a reader of the language does (docs/decisions.md, name order). */
    listAll() {
      return translatedCategories(db, language).select(CATEGORY_COLUMNS).execute();
    },

    /** spec/02 7 category browse: by id when a GUID is given, else by slug. */
    findIdBySlugOrId(slugOrId: string, byId: boolean): Promise<{ id: string } | undefined> {
      return db.selectFrom('categories').select('id').where(byId ? 'id' : 'slug', '=', slugOrId).executeTakeFirst();
    },
  };
}

export type CategoryRow = Awaited<ReturnType<ReturnType<typeof categoriesRepository>['listAll']>>[number];
