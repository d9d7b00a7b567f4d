import type { BlogArticle, BlogArticleSummary } from '@labstore/domain';
import type { FastifyInstance } from 'fastify';

// Articles the blog tests write straight to the database (there is no
// article editor yet), so each test knows every date and view count.

const DAY_MS = 86_400_000;

export interface ArticleSpec {
  slug: string;
  title: string;
  daysAgo: number;
  views: number;
  active?: boolean;
}

export interface StoredArticle extends ArticleSpec {
  id: string;
  createdAt: Date;
}

export const AUTHOR = 'Dana Whitfield, MLS(ASCP)';

export async function insertArticles(app: FastifyInstance, specs: ArticleSpec[], now = new Date()): Promise<Map<string, StoredArticle>> {
  const author = await app.db.insertInto('blog_authors').values({ name: AUTHOR }).returning('id').executeTakeFirstOrThrow();
  const stored = new Map<string, StoredArticle>();
  for (const spec of specs) {
    const createdAt = new Date(now.getTime() - spec.daysAgo * DAY_MS);
    const row = await app.db
      .insertInto('blog_articles')
      .values({
        slug: spec.slug,
        title: spec.title,
        short_description: `About ${spec.title}.`,
        author_id: author.id,
        estimate_length: 3,
        text_html: `<p>${spec.title}</p>`,
        page_title: `${spec.title} | labstore blog`,
        meta_description: `Read ${spec.title}.`,
        meta_robots: 'index, follow',
        is_active: spec.active ?? true,
        view_count: spec.views,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    stored.set(spec.slug, { ...spec, id: row.id, createdAt });
  }
  return stored;
}

/** The list row the API should answer for a stored article. */
export function expectedSummary(article: StoredArticle): BlogArticleSummary {
  return {
    id: article.id,
    slug: article.slug,
    title: article.title,
    shortDescription: `About ${article.title}.`,
    author: AUTHOR,
    createDate: article.createdAt.toISOString(),
    updatedDate: article.createdAt.toISOString(),
    estimateLength: 3,
    imageId: null,
    lang: 'en',
  };
}

export function expectedArticle(article: StoredArticle): BlogArticle {
  return {
    ...expectedSummary(article),
    text: `<p>${article.title}</p>`,
    pageTitle: `${article.title} | labstore blog`,
    metaDescription: `Read ${article.title}.`,
    metaRobots: 'index, follow',
  };
}
