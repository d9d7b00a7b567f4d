import type { Database } from '@labstore/db';
import { sql, type Kysely } from 'kysely';

/** The columns an editor writes (spec/03 3 Content page), the content already sanitized. */
export interface PageFields {
  name: string;
  slug: string;
  type: 'navigation' | 'footer';
  parent: string;
  isLink: boolean;
  combobox: string | null;
  content: string;
  description: string | null;
  metaDescription: string | null;
  pageTitle: string | null;
  metaRobots: string | null;
  isActive: boolean;
  iconName: string | null;
  position: number;
}

const PAGE_COLUMNS = [
  'id',
  'name',
  'slug',
  'type',
  'parent',
  'is_link',
  'combobox',
  'content',
  'description',
  'meta_description',
  'page_title',
  'meta_robots',
  'is_active',
  'icon_name',
  'position',
] as const;

const columnsOf = (fields: PageFields) => ({
  name: fields.name,
  slug: fields.slug,
  type: fields.type,
  parent: fields.parent,
  is_link: fields.isLink,
  combobox: fields.combobox,
  content: fields.content,
  description: fields.description,
  meta_description: fields.metaDescription,
  page_title: fields.pageTitle,
  meta_robots: fields.metaRobots,
  is_active: fields.isActive,
  icon_name: fields.iconName,
  position: fields.position,
});

/**
 * Issue 20: the page editor's queries (the content module owns
 * content_pages). The editor reads and writes the stored, English words;
 * translations keep their own rows (content_page_translations).
 */
export function pagesAdminRepository(db: Kysely<Database>) {
  return {
    /** Every page, active or not, as the navigation orders them: by parent, then position. */
    listAll() {
      return db.selectFrom('content_pages').select(PAGE_COLUMNS).orderBy('parent').orderBy('position').orderBy('id').execute();
    },

    find(id: string) {
      return db.selectFrom('content_pages').select(PAGE_COLUMNS).where('id', '=', id).executeTakeFirst();
    },

    /** Locks the page's row for the change: two editors' changes go one after the other. */
    lock(id: string) {
      return db.selectFrom('content_pages').select(PAGE_COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
    },

    /** The page holding `slug`, other than `exceptId`. */
    slugHolder(slug: string, exceptId?: string) {
      return db
        .selectFrom('content_pages')
        .select('id')
        .where('slug', '=', slug)
        .$if(exceptId !== undefined, (query) => query.where('id', '!=', exceptId ?? ''))
        .executeTakeFirst();
    },

    async insert(fields: PageFields): Promise<string> {
      const row = await db.insertInto('content_pages').values(columnsOf(fields)).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    async update(id: string, fields: PageFields): Promise<void> {
      await db
        .updateTable('content_pages')
        .set({ ...columnsOf(fields), updated_at: sql`now()` })
        .where('id', '=', id)
        .execute();
    },

    async remove(id: string): Promise<void> {
      await db.deleteFrom('content_pages').where('id', '=', id).execute();
    },
  };
}

export type AdminPageRow = NonNullable<Awaited<ReturnType<ReturnType<typeof pagesAdminRepository>['find']>>>;
