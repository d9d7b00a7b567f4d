import { IMAGE_MAX_MEGAPIXELS, IMAGE_MESSAGES, IMAGE_UPLOAD_TYPES, type ImageUploadType } from '@labstore/domain';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { AppError } from '../lib/app-error';

// Issue 20 "Uploads": an upload is what its first bytes say (file-type),
// never its name or declared type, and is kept only as sharp re-encodes it:
// turned upright by its EXIF orientation, then written with no metadata at
// all (sharp keeps none unless asked: EXIF with its GPS position, XMP, IPTC,
// comments and ICC profiles are gone; colours are converted to sRGB first),
// at most MAX_EDGE pixels a side. The thumbnail is made from the re-encoded
// image.

/** The longest side kept: a product's picture is shown at most 1200 px wide, twice that for dense screens. */
export const MAX_EDGE = 2400;
/** The picker's and lists' preview: a third of a 1140 px dialog, twice for dense screens, rounded down. */
export const THUMBNAIL_EDGE = 320;
const THUMBNAIL_TYPE = 'image/webp';

export interface EncodedImage {
  mimeType: ImageUploadType;
  bytes: Buffer;
  width: number;
  height: number;
  thumbnail: { mimeType: string; bytes: Buffer };
}

const isUploadType = (mime: string | undefined): mime is ImageUploadType => IMAGE_UPLOAD_TYPES.some((type) => type === mime);

function encoderFor(type: ImageUploadType, image: Sharp): Sharp {
  switch (type) {
    case 'image/jpeg':
      return image.jpeg({ quality: 85 });
    case 'image/png':
      return image.png();
    case 'image/webp':
      return image.webp({ quality: 85 });
  }
}

/** sharp's words for an image past limitInputPixels. */
const PIXEL_LIMIT = /pixel limit/i;

/**
 * The upload's type by its content, and the image re-encoded with its
 * thumbnail. Refused with the reader's words (AppError) when it is not a
 * JPEG, PNG or WebP (415), has too many pixels (413), or cannot be decoded,
 * cut short or damaged (400).
 */
export async function encodeUpload(bytes: Buffer): Promise<EncodedImage> {
  const detected = await fileTypeFromBuffer(bytes);
  const mimeType = detected?.mime;
  if (!isUploadType(mimeType)) throw new AppError(415, IMAGE_MESSAGES.wrongType);
  // failOn 'warning' (sharp's default, said here on purpose): a JPEG cut short decodes with a warning, and is refused.
  try {
    const image = await encoderFor(mimeType, sharp(bytes, { failOn: 'warning', limitInputPixels: IMAGE_MAX_MEGAPIXELS * 1_000_000 }).rotate().resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })).toBuffer({
      resolveWithObject: true,
    });
    const thumbnail = await sharp(image.data)
      .resize({ width: THUMBNAIL_EDGE, height: THUMBNAIL_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return { mimeType, bytes: image.data, width: image.info.width, height: image.info.height, thumbnail: { mimeType: THUMBNAIL_TYPE, bytes: thumbnail } };
  } catch (error) {
    if (error instanceof Error && PIXEL_LIMIT.test(error.message)) throw new AppError(413, IMAGE_MESSAGES.tooManyPixels);
    // Whatever else libvips refuses is this file's fault (truncated, corrupt, a type's header over other bytes).
    throw AppError.badRequest(IMAGE_MESSAGES.unreadable);
  }
}
