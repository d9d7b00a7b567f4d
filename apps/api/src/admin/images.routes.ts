import fastifyMultipart from '@fastify/multipart';
import {
  editorImageUploadedSchema,
  IMAGE_MESSAGES,
  IMAGE_UPLOAD_MAX_BYTES,
  imageDeletedSchema,
  imageIdParamsSchema,
  imageListQuerySchema,
  imageListSchema,
  imageUploadedSchema,
  publicReadUrls,
} from '@labstore/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminActorOf } from '../audit';
import { articlesUsingImage } from '../blog';
import { deleteImage, listImages, uploadImage, type ImageUpload } from '../catalogue';
import { AppError } from '../lib/app-error';
import { withLocalizedMessage } from '../lib/localized-answers';

const tags = ['images'];

/** A form may carry a few small fields beside the file (a browser's, a tool's); they are read and ignored. */
const MULTIPART_LIMITS = { fileSize: IMAGE_UPLOAD_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, fieldNameSize: 100, parts: 5, headerPairs: 20 };

/** @fastify/multipart's refusals, by code, in our words (their own are English only, and some are 500s). */
const MULTIPART_REFUSALS = new Map<string, AppError>([
  ['FST_REQ_FILE_TOO_LARGE', new AppError(413, IMAGE_MESSAGES.tooLarge)],
  ['FST_FILES_LIMIT', AppError.badRequest(IMAGE_MESSAGES.oneFile)],
  ['FST_PARTS_LIMIT', AppError.badRequest(IMAGE_MESSAGES.tooManyParts)],
  ['FST_FIELDS_LIMIT', AppError.badRequest(IMAGE_MESSAGES.tooManyParts)],
  ['FST_INVALID_MULTIPART_CONTENT_TYPE', AppError.badRequest(IMAGE_MESSAGES.noFile)],
]);

function uploadRefusal(error: unknown): AppError {
  const code = error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : '';
  // Anything else from the parser (a part cut short, a malformed header, a '__proto__' field) is a request it cannot read.
  return MULTIPART_REFUSALS.get(code) ?? AppError.badRequest(IMAGE_MESSAGES.malformed);
}

/**
 * The one file of a multipart request, read into memory (at most
 * IMAGE_UPLOAD_MAX_BYTES). Refused, before anything is stored: no file, a
 * second file, too many parts, a file over the limit, a body that is no
 * multipart form or cannot be read.
 */
async function readOneFile(request: FastifyRequest): Promise<Pick<ImageUpload, 'fileName' | 'bytes'>> {
  let file: { fileName: string | undefined; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (file) throw AppError.badRequest(IMAGE_MESSAGES.oneFile);
      file = { fileName: part.filename, bytes: await part.toBuffer() };
    }
  } catch (error) {
    throw error instanceof AppError ? error : uploadRefusal(error);
  }
  if (!file || file.bytes.byteLength === 0) throw AppError.badRequest(IMAGE_MESSAGES.noFile);
  return file;
}

/**
 * Issue 20, spec/03 2 Image picker dialog, 7 Images (docs/api-admin.md
 * "Images"): the uploads, the picker's list and the deletion. Multipart is
 * parsed in this scope only; the public bytes and thumbnails are the
 * catalogue's GET /api/image/{id} and /api/image/thumbnail/{id}.
 */
const imagesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });

  const upload = async (request: FastifyRequest, purpose: ImageUpload['purpose']) => uploadImage(app.db, adminActorOf(request), { ...(await readOneFile(request)), purpose });

  app.post(
    '/api/image',
    { schema: { tags, summary: 'Uploads an image (multipart, one JPEG, PNG or WebP file of at most 5 MB) to the gallery', consumes: ['multipart/form-data'], response: { 201: imageUploadedSchema } } },
    async (request, reply) => reply.code(201).send(await upload(request, 'gallery')),
  );

  app.post(
    '/api/image/blog',
    { schema: { tags, summary: "Uploads a blog article's image (as POST /api/image); answers its id", consumes: ['multipart/form-data'], response: { 201: imageUploadedSchema } } },
    async (request, reply) => reply.code(201).send(await upload(request, 'blog')),
  );

  app.post(
    '/api/image/blog/editor',
    {
      schema: {
        tags,
        summary: "Uploads an image from the article editor (as POST /api/image); answers its id and the address the editor inserts",
        consumes: ['multipart/form-data'],
        response: { 201: editorImageUploadedSchema },
      },
    },
    async (request, reply) => {
      const image = await upload(request, 'blog_editor');
      return reply.code(201).send({ ...image, url: publicReadUrls.image(image.id) });
    },
  );

  app.get(
    '/api/image',
    { schema: { tags, summary: "The picker's images, newest first, paged ($skip, $top)", querystring: imageListQuerySchema, response: { 200: imageListSchema } } },
    (request) => listImages(app.db, request.query),
  );

  app.delete(
    '/api/image/:id',
    { schema: { tags, summary: 'Deletes an image no test, category or article shows', params: imageIdParamsSchema, response: { 200: imageDeletedSchema } } },
    async (request) => {
      await deleteImage(app.db, adminActorOf(request), request.params.id, { articlesUsing: articlesUsingImage });
      return withLocalizedMessage({ id: request.params.id.toLowerCase(), message: IMAGE_MESSAGES.deleted }, request.language);
    },
  );
};

export default imagesAdminRoutes;
