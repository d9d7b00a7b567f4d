import type { Database } from '@labstore/db';
import { sql, type Kysely } from 'kysely';

export type ImagePurpose = 'gallery' | 'blog' | 'blog_editor';

export interface NewImage {
  name: string;
  mimeType: string;
  bytes: Buffer;
  width: number;
  height: number;
  purpose: ImagePurpose;
  thumbnail: { mimeType: string; bytes: Buffer };
}

/** What an audit row says of an image: never its bytes. */
const DESCRIBED_COLUMNS = ['id', 'name', 'purpose', 'mime_type', 'byte_size', 'width', 'height'] as const;

/**
 * Issue 20: the administrators' queries of `images` (the catalogue owns it;
 * docs/architecture.md). The storefront reads its bytes through
 * productsRepository.findImage and the thumbnail through `thumbnail`.
 */
export function imagesAdminRepository(db: Kysely<Database>) {
  return {
    insert(image: NewImage) {
      return db
        .insertInto('images')
        .values({
          name: image.name,
          mime_type: image.mimeType,
          bytes: image.bytes,
          byte_size: image.bytes.byteLength,
          width: image.width,
          height: image.height,
          purpose: image.purpose,
          thumbnail_bytes: image.thumbnail.bytes,
          thumbnail_mime_type: image.thumbnail.mimeType,
        })
        .returning(DESCRIBED_COLUMNS)
        .executeTakeFirstOrThrow();
    },

    /**
     * The picker's page, newest first (the images_created index), with the
     * count of all. An editor's inline image belongs to its article's text,
     * so it is not offered again in the picker.
     */
    async page(skip: number, top: number) {
      const listed = db.selectFrom('images').where('purpose', '<>', 'blog_editor');
      const [rows, total] = await Promise.all([
        listed.select(['id', 'name']).orderBy('created_at', 'desc').orderBy('id', 'desc').offset(skip).limit(top).execute(),
        listed.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { rows, count: Number(total.count) };
    },

    /** The image, locked until the transaction ends: a product or category cannot take it up while it is being deleted. */
    lockForDelete(id: string) {
      return db.selectFrom('images').select(DESCRIBED_COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
    },

    /** How many tests (products) and categories show the image. */
    async catalogueUses(id: string): Promise<{ tests: number; categories: number }> {
      const tests = await db.selectFrom('products').select((eb) => eb.fn.countAll<string>().as('count')).where('image_id', '=', id).executeTakeFirstOrThrow();
      const categories = await db
        .selectFrom('categories')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where((eb) => eb.or([eb('image1_id', '=', id), eb('image2_id', '=', id)]))
        .executeTakeFirstOrThrow();
      return { tests: Number(tests.count), categories: Number(categories.count) };
    },

    async delete(id: string): Promise<void> {
      await db.deleteFrom('images').where('id', '=', id).execute();
    },

    /** The thumbnail's bytes and type, or the image's own where it has none (the seed's SVGs, which scale). */
    thumbnail(id: string) {
      return db
        .selectFrom('images')
        .select(['id', sql<string>`coalesce(thumbnail_mime_type, mime_type)`.as('mime_type'), sql<Uint8Array>`coalesce(thumbnail_bytes, bytes)`.as('bytes')])
        .where('id', '=', id)
        .executeTakeFirst();
    },
  };
}

export type DescribedImage = Awaited<ReturnType<ReturnType<typeof imagesAdminRepository>['insert']>>;
