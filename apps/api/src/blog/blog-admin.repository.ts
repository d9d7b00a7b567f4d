import type { Database } from '@labstore/db';
import { sql, type Kysely } from 'kysely';
import { containingPattern } from '../lib/like-pattern';

/** The columns an editor writes (spec/03 3 Blog article), the text already sanitized. Never view_count. */
export interface ArticleFields {
  slug: string;
  title: string;
  shortDescription: string;
  authorId: string;
  estimateLength: number;
  text: string;
  pageTitle: string | null;
  metaDescription: string | null;
  metaRobots: string | null;
  imageId: string | null;
  isActive: boolean;
}

const ARTICLE_COLUMNS = [
  'a.id',
  'a.slug',
  'a.title',
  'a.short_description',
  'a.author_id',
  'au.name as author_name',
  'a.estimate_length',
  'a.text_html',
  'a.page_title',
  'a.meta_description',
  'a.meta_robots',
  'a.image_id',
  'a.is_active',
  'a.view_count',
  'a.created_at',
  'a.updated_at',
] as const;

const columnsOf = (fields: ArticleFields) => ({
  slug: fields.slug,
  title: fields.title,
  short_description: fields.shortDescription,
  author_id: fields.authorId,
  estimate_length: fields.estimateLength,
  text_html: fields.text,
  page_title: fields.pageTitle,
  meta_description: fields.metaDescription,
  meta_robots: fields.metaRobots,
  image_id: fields.imageId,
  is_active: fields.isActive,
});

/**
 * Issue 20: the article editor's queries (the blog module owns blog_articles
 * and blog_authors). The editor reads and writes the stored, English words,
 * active articles or not; translations keep their own rows.
 */
export function blogAdminRepository(db: Kysely<Database>) {
  const withAuthor = () => db.selectFrom('blog_articles as a').innerJoin('blog_authors as au', 'au.id', 'a.author_id');

  return {
    /** The tab's page: newest first; `title` keeps those whose title contains it, any case. */
    async page({ title, skip, top }: { title: string; skip: number; top: number }) {
      const pattern = title ? containingPattern(title) : undefined;
      const matching = () => withAuthor().$if(pattern !== undefined, (query) => query.where(sql<string>`lower(a.title)`, 'like', pattern ?? ''));
      const [rows, total] = await Promise.all([
        matching()
          .select(['a.id', 'a.title', 'a.slug', 'au.name as author_name', 'a.is_active', 'a.view_count', 'a.created_at'])
          .orderBy('a.created_at', 'desc')
          .orderBy('a.id')
          .offset(skip)
          .limit(top)
          .execute(),
        matching().select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { rows, count: Number(total.count) };
    },

    find(id: string) {
      return withAuthor().select(ARTICLE_COLUMNS).where('a.id', '=', id).executeTakeFirst();
    },

    /** Locks the article's row for the change: two editors' changes go one after the other. */
    lock(id: string) {
      return db.selectFrom('blog_articles').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
    },

    /** The article holding `slug`, other than `exceptId`. */
    slugHolder(slug: string, exceptId?: string) {
      return db
        .selectFrom('blog_articles')
        .select('id')
        .where('slug', '=', slug)
        .$if(exceptId !== undefined, (query) => query.where('id', '!=', exceptId ?? ''))
        .executeTakeFirst();
    },

    async insert(fields: ArticleFields): Promise<string> {
      const row = await db.insertInto('blog_articles').values(columnsOf(fields)).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    /** view_count is not written: the readers' count is kept (issue 20). */
    async update(id: string, fields: ArticleFields): Promise<void> {
      await db
        .updateTable('blog_articles')
        .set({ ...columnsOf(fields), updated_at: sql`now()` })
        .where('id', '=', id)
        .execute();
    },

    async remove(id: string): Promise<void> {
      await db.deleteFrom('blog_articles').where('id', '=', id).execute();
    },

    /** spec/03 7 GET /api/blog/get/all/authors: every author, by name. */
    authors() {
      return db.selectFrom('blog_authors').select(['id', 'name']).orderBy(sql`lower(name)`).orderBy('id').execute();
    },

    findAuthor(id: string) {
      return db.selectFrom('blog_authors').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
    },

    /** The author of that exact name (names are unique), if any. */
    authorNamed(name: string) {
      return db.selectFrom('blog_authors').select(['id', 'name']).where('name', '=', name).executeTakeFirst();
    },

    async insertAuthor(name: string): Promise<string> {
      const row = await db.insertInto('blog_authors').values({ name }).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },
  };
}

export type AdminArticleRow = NonNullable<Awaited<ReturnType<ReturnType<typeof blogAdminRepository>['find']>>>;
export type AdminArticleListRow = Awaited<ReturnType<ReturnType<typeof blogAdminRepository>['page']>>['rows'][number];
