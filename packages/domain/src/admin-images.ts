import { z } from 'zod';
import { adminPageQuerySchema } from './admin-lists';

// Issue 20, spec/03 2 Image picker dialog, 3 Image, 7 Images, 8, 9: the
// administrators' image uploads and the picker's paged list
// (docs/api-admin.md "Images"). The routes and the dashboard's fetchers parse
// these; the words of the refusals are ours (spec/03 8 only says 'Upload
// successful' or 'Upload failed', which the dashboard says itself).

/** An upload's file is at most 5 MB: a photo from a phone fits, re-encoded it is smaller still. */
export const IMAGE_UPLOAD_MAX_MB = 5;
export const IMAGE_UPLOAD_MAX_BYTES = IMAGE_UPLOAD_MAX_MB * 1024 * 1024;
/** A 5 MB PNG can unpack to gigabytes; past this many pixels it is refused before it is decoded. */
export const IMAGE_MAX_MEGAPIXELS = 40;
/** What an upload may be, told by its first bytes (never its name or declared type). */
export const IMAGE_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ImageUploadType = (typeof IMAGE_UPLOAD_TYPES)[number];

export const IMAGE_MESSAGES = {
  noFile: 'Choose an image file to upload.',
  oneFile: 'Upload one image at a time.',
  tooManyParts: 'The upload has too many parts: send one image file.',
  malformed: 'The upload could not be read. Please try again.',
  tooLarge: `The file is larger than ${IMAGE_UPLOAD_MAX_MB} MB.`,
  wrongType: 'Only JPEG, PNG and WebP images can be uploaded.',
  unreadable: 'The image could not be read: the file may be damaged or incomplete.',
  tooManyPixels: `The image is too large: at most ${IMAGE_MAX_MEGAPIXELS} megapixels.`,
  inUse: 'This image is used by {tests} test(s), {categories} category(ies) and {articles} article(s): choose another image there before deleting it.',
  deleted: 'The image was deleted.',
} as const;

/** GET /api/image: the images, newest first; $top 9 in the picker (spec/03 9), at most 50. */
export const imageListQuerySchema = adminPageQuerySchema;
export type ImageListQuery = z.output<typeof imageListQuerySchema>;

/** spec/03 3 Image: id and name (the name is the uploaded file's, shown under its thumbnail). */
export const imageSummarySchema = z.object({ id: z.string(), name: z.string() });
export type ImageSummary = z.infer<typeof imageSummarySchema>;

/** spec/03 3: "The list response carries count and items." */
export const imageListSchema = z.object({ count: z.int(), items: z.array(imageSummarySchema) });
export type ImageList = z.infer<typeof imageListSchema>;

/** POST /api/image and POST /api/image/blog: the stored image's id (spec/03 7) and name. */
export const imageUploadedSchema = imageSummarySchema;
export type ImageUploaded = ImageSummary;

/** POST /api/image/blog/editor: what a rich-text editor inserts, the image's address beside its id. */
export const editorImageUploadedSchema = imageSummarySchema.extend({ url: z.string() });
export type EditorImageUploaded = z.infer<typeof editorImageUploadedSchema>;

/** DELETE /api/image/{id}: the image is gone; `message` in the request's language. */
export const imageDeletedSchema = z.object({ id: z.string(), message: z.string() });
export type ImageDeleted = z.infer<typeof imageDeletedSchema>;

/** DELETE /api/image/{id} and GET /api/image/thumbnail/{id}: a GUID (anything else names no image: 404). */
export const imageIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** spec/03 2: "The thumbnail address is a base icon address plus the id." */
export const IMAGE_THUMBNAIL_BASE = '/api/image/thumbnail/';
export const imageThumbnailUrl = (imageId: string) => `${IMAGE_THUMBNAIL_BASE}${encodeURIComponent(imageId)}`;
