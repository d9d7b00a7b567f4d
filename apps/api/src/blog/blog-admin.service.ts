import { sanitizeRichText, type Database } from '@labstore/db';
import {
  ADMIN_BLOG_MESSAGES,
  fillTemplate,
  isBlankHtml,
  slugFromName,
  type AdminBlogArticle,
  type AdminBlogArticleList,
  type AdminBlogArticleValues,
  type AdminBlogListQuery,
  type BlogAuthorList,
} from '@labstore/domain';
import type { Kysely } from 'kysely';
import { recordAdminAction, type AdminActor } from '../audit';
import { AppError } from '../lib/app-error';
import { BLOG_CACHE_PREFIX } from './blog-cache';
import { blogAdminRepository, type AdminArticleListRow, type AdminArticleRow, type ArticleFields } from './blog-admin.repository';

/** What an article change tells the read cache: app.readCache.publishChange, handed in by the route. */
export type PublishChange = (db: Kysely<Database>, prefix: string) => Promise<void>;

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';
const codeOf = (error: unknown): unknown => (typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined);
/** A generated slug's length: room for a '-2' suffix within the column's 255. */
const SLUG_MAX_LENGTH = 100;

function toRow(row: AdminArticleListRow) {
  return { id: row.id, title: row.title, slug: row.slug, author: row.author_name, isActive: row.is_active, viewCount: row.view_count, createDate: row.created_at.toISOString() };
}

/** The audit row's picture of an article: its editable fields but the HTML, whose length stands for it. */
function stateOf(article: ArticleFields) {
  const { text, ...rest } = article;
  return { ...rest, textLength: text.length };
}

const fieldsOfRow = (row: AdminArticleRow): ArticleFields => ({
  slug: row.slug,
  title: row.title,
  shortDescription: row.short_description,
  authorId: row.author_id,
  estimateLength: row.estimate_length,
  text: row.text_html,
  pageTitle: row.page_title,
  metaDescription: row.meta_description,
  metaRobots: row.meta_robots,
  imageId: row.image_id,
  isActive: row.is_active,
});

/** The article as the editor reads it: its editable fields, and what the editor never writes. */
function toAdminArticle(row: AdminArticleRow): AdminBlogArticle {
  return {
    id: row.id,
    ...fieldsOfRow(row),
    author: row.author_name,
    viewCount: row.view_count,
    createDate: row.created_at.toISOString(),
    updatedDate: row.updated_at.toISOString(),
  };
}

const refusal = (field: string, message: string) => AppError.badRequest(message, { [field]: [message] });
const slugTaken = (slug: string) => refusal('slug', fillTemplate(ADMIN_BLOG_MESSAGES.slugTaken, { slug }));

/** A write that met a unique slug saved at the same moment, or an image deleted meanwhile: the same refusals as the checks'. */
async function refusingConflicts<T>(slug: () => string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (codeOf(error) === UNIQUE_VIOLATION) throw slugTaken(slug());
    // The author is checked in the transaction first, so a missing row behind a foreign key is the image (images belong to the catalogue).
    if (codeOf(error) === FOREIGN_KEY_VIOLATION) throw refusal('imageId', ADMIN_BLOG_MESSAGES.imageUnknown);
    throw error;
  }
}

/**
 * Issue 20, spec/03 2 Blog Articles tab, 5 Article, 7 Blog: the article
 * editor's rules. The text is sanitized on save; viewCount is never written;
 * each change is audited and published to the read cache in its transaction,
 * so the storefront's blog lists and the sitemap show it at once.
 */
export function blogAdminService(db: Kysely<Database>, publishChange: PublishChange) {
  type Transaction = Kysely<Database>;

  /** spec/03 2 'Add New Author': an empty author with a new name adds that author (or takes the one already so named), in the change's transaction. */
  async function authorOf(trx: Transaction, actor: AdminActor, values: AdminBlogArticleValues): Promise<string> {
    const repository = blogAdminRepository(trx);
    if (values.authorId !== null) {
      if (!(await repository.findAuthor(values.authorId))) throw refusal('authorId', ADMIN_BLOG_MESSAGES.authorUnknown);
      return values.authorId;
    }
    const existing = await repository.authorNamed(values.newAuthorName);
    if (existing) return existing.id;
    const id = await repository.insertAuthor(values.newAuthorName);
    await recordAdminAction(trx, actor, { action: 'blog-author.create', subject: { kind: 'blog-author', id }, before: null, after: { name: values.newAuthorName } });
    return id;
  }

  /** The slug typed must be free; one made from the title takes the first free '-2', '-3'. */
  async function slugOf(trx: Transaction, values: AdminBlogArticleValues, exceptId?: string): Promise<string> {
    const repository = blogAdminRepository(trx);
    if (values.slug !== '') {
      if (await repository.slugHolder(values.slug, exceptId)) throw slugTaken(values.slug);
      return values.slug;
    }
    const base = slugFromName(values.title, { maxLength: SLUG_MAX_LENGTH, fallback: 'article' });
    let slug = base;
    for (let suffix = 2; await repository.slugHolder(slug, exceptId); suffix += 1) slug = `${base}-${suffix}`;
    return slug;
  }

  async function fieldsOf(trx: Transaction, actor: AdminActor, values: AdminBlogArticleValues, exceptId?: string): Promise<ArticleFields> {
    const text = sanitizeRichText(values.text);
    // What is left once scripts and the like are gone must still be an article.
    if (isBlankHtml(text)) throw refusal('text', ADMIN_BLOG_MESSAGES.textRequired);
    return {
      slug: await slugOf(trx, values, exceptId),
      title: values.title,
      shortDescription: values.shortDescription,
      authorId: await authorOf(trx, actor, values),
      estimateLength: values.estimateLength,
      text,
      pageTitle: values.pageTitle,
      metaDescription: values.metaDescription,
      metaRobots: values.metaRobots,
      imageId: values.imageId,
      isActive: values.isActive,
    };
  }

  async function readArticle(trx: Transaction, id: string): Promise<AdminBlogArticle> {
    const row = await blogAdminRepository(trx).find(id);
    if (!row) throw AppError.notFound(ADMIN_BLOG_MESSAGES.notFound);
    return toAdminArticle(row);
  }

  return {
    /** GET /api/blog/get/all/admin: every article, active or not, newest first, 10 a page. */
    async page(query: AdminBlogListQuery): Promise<AdminBlogArticleList> {
      const { rows, count } = await blogAdminRepository(db).page({ title: query.title, skip: query.$skip, top: query.$top });
      return { items: rows.map(toRow), count };
    },

    /** GET /api/blog/admin/{id}: the article as stored, for the Edit dialog; counts no view. */
    read: (id: string) => readArticle(db, id),

    async authors(): Promise<BlogAuthorList> {
      const items = await blogAdminRepository(db).authors();
      return { items, count: items.length };
    },

    async create(actor: AdminActor, values: AdminBlogArticleValues): Promise<{ article: AdminBlogArticle; message: string }> {
      let slug = values.slug;
      const article = await refusingConflicts(
        () => slug,
        () =>
          db.transaction().execute(async (trx) => {
            const fields = await fieldsOf(trx, actor, values);
            slug = fields.slug;
            const id = await blogAdminRepository(trx).insert(fields);
            await recordAdminAction(trx, actor, { action: 'blog-article.create', subject: { kind: 'blog-article', id }, before: null, after: stateOf(fields) });
            await publishChange(trx, BLOG_CACHE_PREFIX);
            return readArticle(trx, id);
          }),
      );
      return { article, message: ADMIN_BLOG_MESSAGES.added };
    },

    async update(actor: AdminActor, id: string, values: AdminBlogArticleValues): Promise<{ article: AdminBlogArticle; message: string }> {
      let slug = values.slug;
      const article = await refusingConflicts(
        () => slug,
        () =>
          db.transaction().execute(async (trx) => {
            const repository = blogAdminRepository(trx);
            if (!(await repository.lock(id))) throw AppError.notFound(ADMIN_BLOG_MESSAGES.notFound);
            const before = await repository.find(id);
            if (!before) throw AppError.notFound(ADMIN_BLOG_MESSAGES.notFound);
            const fields = await fieldsOf(trx, actor, values, id);
            slug = fields.slug;
            await repository.update(id, fields);
            await recordAdminAction(trx, actor, { action: 'blog-article.update', subject: { kind: 'blog-article', id }, before: stateOf(fieldsOfRow(before)), after: stateOf(fields) });
            await publishChange(trx, BLOG_CACHE_PREFIX);
            return readArticle(trx, id);
          }),
      );
      return { article, message: ADMIN_BLOG_MESSAGES.updated };
    },

    async remove(actor: AdminActor, id: string): Promise<{ id: string; message: string }> {
      await db.transaction().execute(async (trx) => {
        const repository = blogAdminRepository(trx);
        if (!(await repository.lock(id))) throw AppError.notFound(ADMIN_BLOG_MESSAGES.notFound);
        const before = await repository.find(id);
        if (!before) throw AppError.notFound(ADMIN_BLOG_MESSAGES.notFound);
        await repository.remove(id);
        await recordAdminAction(trx, actor, { action: 'blog-article.remove', subject: { kind: 'blog-article', id }, before: stateOf(fieldsOfRow(before)), after: null });
        await publishChange(trx, BLOG_CACHE_PREFIX);
      });
      return { id, message: ADMIN_BLOG_MESSAGES.removed };
    },
  };
}
