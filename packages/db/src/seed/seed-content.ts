import type { Kysely, Transaction } from 'kysely';
import { sanitizeRichText } from '../rich-text';
import type { Database } from '../schema/database';
import { articles, authors } from './data/blog';
import { NAVIGATION_ES } from './data/es/navigation';
import { navigationItems } from './data/navigation';
import { insertSvgImage } from './images';
import { articleCoverSvg } from './svg-art';

type Db = Kysely<Database> | Transaction<Database>;

async function seedNavigation(db: Db): Promise<void> {
  const rows = navigationItems.map((item) => ({
    name: item.name,
    slug: item.slug,
    type: item.type,
    parent: item.parent,
    position: item.position,
    is_link: item.isLink,
    combobox: item.combobox ?? null,
    content: sanitizeRichText(item.contentHtml ?? ''),
    description: item.description ?? null,
    page_title: item.pageTitle ?? null,
    meta_description: item.metaDescription ?? null,
    meta_robots: 'index, follow',
    icon_name: item.iconName ?? null,
  }));
  await db.insertInto('content_pages').values(rows).onConflict((conflict) => conflict.column('slug').doNothing()).execute();
  await seedNavigationTranslations(db);
}

/** Issue 16: the Spanish words of navigation entries and pages; a field left out shows the English one. */
async function seedNavigationTranslations(db: Db): Promise<void> {
  const pageIds = new Map((await db.selectFrom('content_pages').select(['id', 'slug']).execute()).map((row) => [row.slug, row.id]));
  const rows = [...NAVIGATION_ES].map(([slug, words]) => {
    const pageId = pageIds.get(slug);
    if (!pageId) throw new Error(`Spanish seed names unknown navigation entry ${slug}`);
    return {
      page_id: pageId,
      language: 'es',
      name: words.name,
      content: words.contentHtml === undefined ? null : sanitizeRichText(words.contentHtml),
      description: words.description ?? null,
      page_title: words.pageTitle ?? null,
      meta_description: words.metaDescription ?? null,
    };
  });
  if (rows.length === 0) return;
  await db.insertInto('content_page_translations').values(rows).onConflict((conflict) => conflict.columns(['page_id', 'language']).doNothing()).execute();
}

async function seedAuthors(db: Db): Promise<Map<string, string>> {
  await db
    .insertInto('blog_authors')
    .values(authors.map((author) => ({ name: author.name, bio: author.bio })))
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const rows = await db.selectFrom('blog_authors').select(['id', 'name']).execute();
  return new Map(rows.map((row) => [row.name, row.id]));
}

async function seedArticles(db: Db, authorIds: Map<string, string>): Promise<void> {
  for (const article of articles) {
    const exists = await db.selectFrom('blog_articles').select('id').where('slug', '=', article.slug).executeTakeFirst();
    if (exists) continue;
    const authorId = authorIds.get(article.authorName);
    if (!authorId) throw new Error(`Seed article ${article.slug} names unknown author ${article.authorName}`);
    const imageId = await insertSvgImage(db, `${article.slug}.svg`, articleCoverSvg(article.title, article.coverColors), 1200, 500, 'blog');
    const createdAt = new Date(`${article.createDate}T14:00:00Z`);
    await db
      .insertInto('blog_articles')
      .values({
        slug: article.slug,
        title: article.title,
        short_description: article.shortDescription,
        author_id: authorId,
        estimate_length: article.estimateLength,
        text_html: sanitizeRichText(article.textHtml),
        page_title: `${article.title} | labstore blog`.slice(0, 255),
        meta_description: article.metaDescription,
        meta_robots: 'index, follow',
        image_id: imageId,
        view_count: article.viewCount,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .execute();
  }
}

export async function seedContent(db: Db): Promise<void> {
  await seedNavigation(db);
  await seedArticles(db, await seedAuthors(db));
}
