import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../schema/database';

export async function insertSvgImage(
  db: Kysely<Database> | Transaction<Database>,
  name: string,
  svg: string,
  width: number,
  height: number,
  purpose: 'gallery' | 'blog' = 'gallery',
): Promise<string> {
  const bytes = Buffer.from(svg, 'utf8');
  const row = await db
    .insertInto('images')
    .values({ name, mime_type: 'image/svg+xml', bytes, byte_size: bytes.byteLength, width, height, purpose })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
