import type { Database } from '@labstore/db';
import type { SiteLanguage } from '@labstore/domain';
import { sql, type Kysely } from 'kysely';

export function contentRepository(db: Kysely<Database>) {
  return {
    /**
     * Issue 16: each entry's words in `language` where it has them, each
     * field on its own (a translation may leave the content in English).
     */
    listActive(language: SiteLanguage) {
      return db
        .selectFrom('content_pages as cp')
        .leftJoin('content_page_translations as t', (join) => join.onRef('t.page_id', '=', 'cp.id').on('t.language', '=', language))
        .select([
          'cp.id',
          'cp.slug',
          'cp.type',
          'cp.parent',
          'cp.combobox',
          'cp.is_link',
          'cp.is_active',
          'cp.icon_name',
          'cp.position',
          'cp.meta_robots',
          sql<string>`coalesce(t.name, cp.name)`.as('name'),
          sql<string>`coalesce(t.content, cp.content)`.as('content'),
          sql<string | null>`coalesce(t.description, cp.description)`.as('description'),
          sql<string | null>`coalesce(t.page_title, cp.page_title)`.as('page_title'),
          sql<string | null>`coalesce(t.meta_description, cp.meta_description)`.as('meta_description'),
          sql<SiteLanguage>`coalesce(t.language, 'en')`.as('lang'),
          // The content's language: the translation's when it has content, or when the entry has none to show.
          sql<SiteLanguage>`case when t.content is not null or (t.language is not null and cp.content = '') then t.language else 'en' end`.as('content_lang'),
        ])
        .where('cp.is_active', '=', true)
        .orderBy('cp.position')
        .orderBy('cp.id')
        .execute();
    },

    /** The pages of their own a search engine may list (the sitemap): links to elsewhere are no page of ours. */
    activeSlugs(): Promise<{ slug: string }[]> {
      return db.selectFrom('content_pages').select('slug').where('is_active', '=', true).where('is_link', '=', false).orderBy('slug').execute();
    },
  };
}

export type ContentPageRow = Awaited<ReturnType<ReturnType<typeof contentRepository>['listActive']>>[number];
