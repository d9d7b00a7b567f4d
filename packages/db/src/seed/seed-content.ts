import type { Kysely, Transaction } from 'kysely';
import { sanitizeRichText } from '../rich-text';
import type { Database } from '../schema/database';
import { articles, authors } from './data/blog';
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
