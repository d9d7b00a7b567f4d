import type { Database } from '@labstore/db';
import { sql, type Kysely } from 'kysely';

/**
 * Issue 20: how many articles show an image, active or not: as their cover,
 * or in their text (the editor's images are `<img src="/api/image/{id}">`),
 * in any language. The catalogue asks before it deletes an image (through
 * the admin route, blog's index). `imageId` is a lower-case GUID, so it has
 * no LIKE wildcard in it.
 */
export async function articlesUsingImage(db: Kysely<Database>, imageId: string): Promise<number> {
  const inText = `%/api/image/${imageId}%`;
  const row = await db
    .selectFrom('blog_articles as a')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where((eb) =>
      eb.or([
        eb('a.image_id', '=', imageId),
        eb(sql<string>`lower(a.text_html)`, 'like', inText),
        eb.exists(eb.selectFrom('blog_article_translations as t').select('t.article_id').whereRef('t.article_id', '=', 'a.id').where(sql<string>`lower(t.text_html)`, 'like', inText)),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
