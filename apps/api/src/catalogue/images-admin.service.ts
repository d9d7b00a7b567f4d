import type { Database } from '@labstore/db';
import { fillTemplate, IMAGE_MESSAGES, type ImageList, type ImageListQuery, type ImageSummary } from '@labstore/domain';
import type { Kysely } from 'kysely';
import { recordAdminAction, type AdminActor } from '../audit';
import { AppError } from '../lib/app-error';
import { isUuid } from '../lib/uuid';
import { isStorableText } from '../plugins/request-text-guard';
import { encodeUpload } from './image-encoding';
import { imagesAdminRepository, type DescribedImage, type ImagePurpose } from './images-admin.repository';

// Issue 20, spec/03 7 Images (docs/api-admin.md "Images"): the uploads, the
// picker's list and the deletion, each change with its audit row in its own
// transaction. No read-cache entry changes with them: the catalogue's answers
// name an image by its id only, an upload is a new id, and an image some
// product or category shows is not deleted.

export interface ImageUpload {
  /** The file's name as the browser sent it: shown under the thumbnail, nothing else. */
  fileName: string | undefined;
  bytes: Buffer;
  purpose: ImagePurpose;
}

/** Who else may show an image: the blog's articles, asked through the blog's index by the admin route. */
export interface ImageUsers {
  articlesUsing(db: Kysely<Database>, imageId: string): Promise<number>;
}

const NAME_MAX_LENGTH = 255;
const FALLBACK_NAME = 'image';
// Control characters, and the path a browser or tool may put before the name.
const CONTROL_CHARACTERS = /\p{Cc}/gu;

/** The name to show: the file's own, without any folder, at most 255 characters; 'image' when it gives none usable. */
export function imageNameOf(fileName: string | undefined): string {
  const base = (fileName ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base.normalize('NFC').replace(CONTROL_CHARACTERS, '').trim();
  // Array.from counts code points, so a cut never splits a surrogate pair.
  const name = Array.from(cleaned).slice(0, NAME_MAX_LENGTH).join('').trim();
  return name !== '' && isStorableText(name) ? name : FALLBACK_NAME;
}

const described = (image: DescribedImage) => ({
  name: image.name,
  purpose: image.purpose,
  mimeType: image.mime_type,
  byteSize: image.byte_size,
  width: image.width,
  height: image.height,
});

/** Checks and re-encodes the upload (image-encoding.ts), then keeps it with its thumbnail and an `image.upload` audit row. */
export async function uploadImage(db: Kysely<Database>, actor: AdminActor, upload: ImageUpload): Promise<ImageSummary> {
  const encoded = await encodeUpload(upload.bytes);
  const name = imageNameOf(upload.fileName);
  return db.transaction().execute(async (trx) => {
    const image = await imagesAdminRepository(trx).insert({ ...encoded, name, purpose: upload.purpose });
    await recordAdminAction(trx, actor, { action: 'image.upload', subject: { kind: 'image', id: image.id }, after: described(image) });
    return { id: image.id, name: image.name };
  });
}

/** GET /api/image: the picker's page, newest first. */
export async function listImages(db: Kysely<Database>, query: ImageListQuery): Promise<ImageList> {
  const { rows, count } = await imagesAdminRepository(db).page(query.$skip, query.$top);
  return { count, items: rows.map((row) => ({ id: row.id, name: row.name })) };
}

/**
 * DELETE /api/image/{id}: refused (409, saying by how many) while a test, a
 * category or an article shows it; the image is locked meanwhile, so none
 * can take it up between the check and the deletion. 404 for no such image.
 */
export async function deleteImage(db: Kysely<Database>, actor: AdminActor, id: string, users: ImageUsers): Promise<void> {
  const imageId = id.toLowerCase();
  if (!isUuid(imageId)) throw AppError.notFound();
  await db.transaction().execute(async (trx) => {
    const images = imagesAdminRepository(trx);
    const image = await images.lockForDelete(imageId);
    if (!image) throw AppError.notFound();
    const { tests, categories } = await images.catalogueUses(imageId);
    const articles = await users.articlesUsing(trx, imageId);
    if (tests + categories + articles > 0) {
      throw new AppError(409, fillTemplate(IMAGE_MESSAGES.inUse, { tests: String(tests), categories: String(categories), articles: String(articles) }));
    }
    await images.delete(imageId);
    await recordAdminAction(trx, actor, { action: 'image.delete', subject: { kind: 'image', id: imageId }, before: described(image) });
  });
}

/** GET /api/image/thumbnail/{id}: the thumbnail's bytes and type (the image's own for a seed SVG); 404 when none. */
export async function imageThumbnail(db: Kysely<Database>, id: string): Promise<{ id: string; mime_type: string; bytes: Uint8Array }> {
  const imageId = id.toLowerCase();
  const image = isUuid(imageId) ? await imagesAdminRepository(db).thumbnail(imageId) : undefined;
  if (!image) throw AppError.notFound();
  return image;
}
