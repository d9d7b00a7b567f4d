import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import {
  ADMIN_LIST_MESSAGES,
  editorImageUploadedSchema,
  fillTemplate,
  IMAGE_MESSAGES,
  IMAGE_UPLOAD_MAX_BYTES,
  imageListSchema,
  imageUploadedSchema,
  MESSAGES_ES,
  REQUEST_MESSAGES,
} from '@labstore/domain';
import type { FastifyInstance, InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { insertArticles } from '../blog/blog.test-fixtures';
import { imageNameOf } from '../catalogue';
import { FORBIDDEN_MESSAGE, UNAUTHORIZED_MESSAGE } from '../plugins/auth';
import { createTestUser, signedInAdmin, signIn } from '../profiles/profiles.test-fixtures';
import { buildTestApp } from '../testing/test-app';

// Issue 20, spec/03 2 Image picker dialog, 7 Images (docs/api-admin.md
// "Images"): uploads checked by their bytes, re-encoded without metadata, a
// thumbnail beside them; every refusal stores nothing; the picker's list;
// deletion refused while an image is shown; an audit row for each change.

type Headers = Record<string, string>;

interface Part {
  name: string;
  /** A file part when given. */
  filename?: string;
  type?: string;
  content: Buffer | string;
}

/** A multipart/form-data body as a browser sends it. */
function multipart(parts: Part[]): { payload: Buffer; headers: Headers } {
  const boundary = `----labstore-${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `Content-Disposition: form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const type = part.filename === undefined ? '' : `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\n${disposition}\r\n${type}\r\n`), Buffer.from(part.content), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const filePart = (content: Buffer | string, filename = 'photo.jpg', type = 'image/jpeg'): Part => ({ name: 'file', filename, type, content });

/** A 40×20 JPEG taken "sideways" (EXIF orientation 6) by a camera that wrote its make and where it was (GPS). */
const jpegWithGps = () =>
  sharp({ create: { width: 40, height: 20, channels: 3, background: '#c33' } })
    .withExif({
      IFD0: { Make: 'LabstoreCam', Model: 'Field Unit' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 46/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '86/1 9/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();

const png = (width: number, height: number) => sharp({ create: { width, height, channels: 4, background: { r: 20, g: 120, b: 200, alpha: 0.5 } } }).png().toBuffer();

/** EXIF's GPS IFD pointer, tag 0x8825, in either byte order. */
const hasGpsPointer = (exif: Buffer) => exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));

describe('the images administration API', () => {
  let app: FastifyInstance;
  let admin: { userId: string; headers: Headers };
  let customerHeaders: Headers;

  beforeAll(async () => {
    app = await buildTestApp({ seed: false });
    admin = await signedInAdmin(app);
    customerHeaders = await signIn(app, (await createTestUser(app)).userId);
  });
  afterAll(() => app.close());

  const upload = (parts: Part[], url = '/api/image', headers: Headers = admin.headers) => {
    const body = multipart(parts);
    return app.inject({ method: 'POST', url, payload: body.payload, headers: { ...headers, ...body.headers } });
  };
  const call = (method: InjectOptions['method'], url: string, headers: Headers = admin.headers) => app.inject({ method, url, headers });
  const imageCount = async () => Number((await app.db.selectFrom('images').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow()).count);
  const imageAudit = () => app.db.selectFrom('admin_audit').select(['actor_user_id', 'action', 'subject_kind', 'subject_id', 'before', 'after']).where('subject_kind', '=', 'image').orderBy('at').execute();
  const uploaded = async (parts: Part[], url = '/api/image') => {
    const response = await upload(parts, url);
    assert.equal(response.statusCode, 201, response.body);
    return imageUploadedSchema.parse(response.json());
  };

  test('every call refuses anonymous callers (401) and customers (403), and stores nothing', async () => {
    const jpeg = await jpegWithGps();
    for (const url of ['/api/image', '/api/image/blog', '/api/image/blog/editor']) {
      const anonymous = await upload([filePart(jpeg)], url, {});
      assert.deepEqual([anonymous.statusCode, anonymous.json()], [401, { message: UNAUTHORIZED_MESSAGE }], url);
      const customer = await upload([filePart(jpeg)], url, customerHeaders);
      assert.deepEqual([customer.statusCode, customer.json()], [403, { message: FORBIDDEN_MESSAGE }], url);
    }
    for (const [method, url] of [['GET', '/api/image?$skip=0&$top=9'], ['DELETE', `/api/image/${randomUUID()}`]] as const) {
      assert.equal((await call(method, url, {})).statusCode, 401, url);
      assert.equal((await call(method, url, customerHeaders)).statusCode, 403, url);
    }
    assert.equal(await imageCount(), 0);
    assert.deepEqual(await imageAudit(), []);
  });

  test('a JPEG comes back upright, without its EXIF (no GPS position), with a WebP thumbnail, served for a year with its type and nosniff', async () => {
    const original = await jpegWithGps();
    const before = await sharp(original).metadata();
    assert.ok(before.exif && hasGpsPointer(before.exif), 'the test image carries a GPS position');
    assert.equal(before.orientation, 6);

    const image = await uploaded([filePart(original, 'C:\\fakepath\\Field photo.jpg')]);
    assert.equal(image.name, 'Field photo.jpg');

    const served = await call('GET', `/api/image/${image.id}`, {});
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['content-type'], 'image/jpeg');
    assert.equal(served.headers['x-content-type-options'], 'nosniff');
    assert.equal(served.headers['cache-control'], 'public, max-age=31536000, immutable');
    const kept = await sharp(served.rawPayload).metadata();
    assert.equal(kept.format, 'jpeg');
    assert.deepEqual([kept.width, kept.height], [20, 40], 'turned upright by its orientation');
    assert.equal(kept.exif, undefined, 'no EXIF at all');
    assert.equal(kept.orientation, undefined);
    assert.equal(kept.xmp, undefined);
    assert.equal(kept.icc, undefined);
    assert.ok(!served.rawPayload.includes(Buffer.from('LabstoreCam')), "the camera's name is gone too");

    const thumbnail = await call('GET', `/api/image/thumbnail/${image.id.toUpperCase()}`, {});
    assert.equal(thumbnail.statusCode, 200);
    assert.equal(thumbnail.headers['content-type'], 'image/webp');
    assert.equal(thumbnail.headers['x-content-type-options'], 'nosniff');
    assert.equal(thumbnail.headers['cache-control'], 'public, max-age=31536000, immutable');
    const etag = String(thumbnail.headers.etag);
    assert.notEqual(etag, served.headers.etag, 'the thumbnail is another resource than the image');
    const small = await sharp(thumbnail.rawPayload).metadata();
    assert.deepEqual([small.format, small.width, small.height, small.exif], ['webp', 20, 40, undefined]);
    const again = await app.inject({ method: 'GET', url: `/api/image/thumbnail/${image.id}`, headers: { 'if-none-match': etag } });
    assert.equal(again.statusCode, 304);

    const row = await app.db.selectFrom('images').select(['mime_type', 'byte_size', 'width', 'height', 'purpose']).where('id', '=', image.id).executeTakeFirstOrThrow();
    assert.deepEqual(row, { mime_type: 'image/jpeg', byte_size: served.rawPayload.byteLength, width: 20, height: 40, purpose: 'gallery' });
    const audit = (await imageAudit()).filter((entry) => entry.subject_id === image.id);
    assert.deepEqual(audit, [
      {
        actor_user_id: admin.userId,
        action: 'image.upload',
        subject_kind: 'image',
        subject_id: image.id,
        before: null,
        after: { name: 'Field photo.jpg', purpose: 'gallery', mimeType: 'image/jpeg', byteSize: served.rawPayload.byteLength, width: 20, height: 40 },
      },
    ]);
  });

  test('a large PNG is capped at 2400 px a side and keeps its type and transparency; its thumbnail at 320', async () => {
    const image = await uploaded([filePart(await png(3000, 1000), 'wide.png', 'image/png')]);
    const served = await call('GET', `/api/image/${image.id}`, {});
    assert.equal(served.headers['content-type'], 'image/png');
    const kept = await sharp(served.rawPayload).metadata();
    assert.deepEqual([kept.format, kept.width, kept.height, kept.hasAlpha], ['png', 2400, 800, true]);
    const thumbnail = await sharp((await call('GET', `/api/image/thumbnail/${image.id}`, {})).rawPayload).metadata();
    assert.deepEqual([thumbnail.width, thumbnail.height], [320, 107]);
  });

  test('WebP is taken; the type is told by the bytes, not by the name or the declared type', async () => {
    const webp = await sharp({ create: { width: 30, height: 30, channels: 3, background: '#0a0' } }).webp().toBuffer();
    const image = await uploaded([filePart(webp, 'looks-like.jpg', 'image/jpeg')]);
    assert.equal((await call('GET', `/api/image/${image.id}`, {})).headers['content-type'], 'image/webp');
  });

  test('refusals: a wrong type, too large, too many pixels, cut short, no file, two files; each with its words, and nothing stored', async () => {
    const jpeg = await jpegWithGps();
    const count = await imageCount();
    const audited = (await imageAudit()).length;
    const refusals: Array<[string, Part[], number, string]> = [
      ['text renamed .png', [filePart('just some words, not a picture\n', 'notes.png', 'image/png')], 415, IMAGE_MESSAGES.wrongType],
      ['a PDF renamed .jpg', [filePart('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n', 'scan.jpg')], 415, IMAGE_MESSAGES.wrongType],
      ['an SVG (it could carry script)', [filePart('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'logo.svg', 'image/svg+xml')], 415, IMAGE_MESSAGES.wrongType],
      ['a GIF', [filePart(Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'), 'dot.gif', 'image/gif')], 415, IMAGE_MESSAGES.wrongType],
      ['over 5 MB', [filePart(Buffer.concat([jpeg, Buffer.alloc(IMAGE_UPLOAD_MAX_BYTES)]))], 413, IMAGE_MESSAGES.tooLarge],
      ['a JPEG cut in half', [filePart(jpeg.subarray(0, Math.floor(jpeg.byteLength / 2)))], 400, IMAGE_MESSAGES.unreadable],
      ['a JPEG header over garbage', [filePart(Buffer.concat([jpeg.subarray(0, 4), Buffer.alloc(2000, 7)]))], 400, IMAGE_MESSAGES.unreadable],
      ['an empty file', [filePart(Buffer.alloc(0))], 400, IMAGE_MESSAGES.noFile],
      ['a field and no file', [{ name: 'name', content: 'photo' }], 400, IMAGE_MESSAGES.noFile],
      ['two files', [filePart(jpeg, 'one.jpg'), filePart(jpeg, 'two.jpg')], 400, IMAGE_MESSAGES.oneFile],
      ['too many fields', Array.from({ length: 6 }, (_, index) => ({ name: `field${index}`, content: 'x' })), 400, IMAGE_MESSAGES.tooManyParts],
      ['a field named __proto__', [{ name: '__proto__', content: 'x' }, filePart(jpeg)], 400, IMAGE_MESSAGES.malformed],
      ['a file named by constructor', [{ ...filePart(jpeg), name: 'constructor' }], 400, IMAGE_MESSAGES.malformed],
    ];
    for (const [what, parts, status, message] of refusals) {
      const response = await upload(parts);
      assert.deepEqual([response.statusCode, response.json()], [status, { message }], what);
    }
    const json = await app.inject({ method: 'POST', url: '/api/image', headers: admin.headers, payload: { file: 'photo.jpg' } });
    assert.deepEqual([json.statusCode, json.json()], [400, { message: IMAGE_MESSAGES.noFile }], 'a JSON body');
    const none = await app.inject({ method: 'POST', url: '/api/image/blog', headers: admin.headers });
    assert.deepEqual([none.statusCode, none.json()], [400, { message: IMAGE_MESSAGES.noFile }], 'no body');
    const body = multipart([filePart(jpeg)]);
    const cut = await app.inject({ method: 'POST', url: '/api/image', payload: body.payload.subarray(0, 200), headers: { ...admin.headers, ...body.headers } });
    assert.deepEqual([cut.statusCode, cut.json()], [400, { message: IMAGE_MESSAGES.malformed }], 'a form cut short');
    const spanish = await upload([filePart('plain text', 'a.png', 'image/png')], '/api/image', { ...admin.headers, 'accept-language': 'es' });
    assert.deepEqual(spanish.json(), { message: MESSAGES_ES.images.wrongType });
    assert.equal(await imageCount(), count);
    assert.equal((await imageAudit()).length, audited);
  });

  test('an image of more than 40 megapixels is refused before it is decoded', async () => {
    const count = await imageCount();
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#fff' } }).png({ compressionLevel: 9 }).toBuffer();
    assert.ok(huge.byteLength < IMAGE_UPLOAD_MAX_BYTES);
    const response = await upload([filePart(huge, 'huge.png', 'image/png')]);
    assert.deepEqual([response.statusCode, response.json()], [413, { message: IMAGE_MESSAGES.tooManyPixels }]);
    assert.equal(await imageCount(), count);
  });

  test("the blog's uploads: an id, and for the editor its address too", async () => {
    const jpeg = await jpegWithGps();
    const blog = await uploaded([filePart(jpeg, 'cover.jpg')], '/api/image/blog');
    assert.equal(blog.name, 'cover.jpg');
    const response = await upload([filePart(jpeg, 'inline.jpg')], '/api/image/blog/editor');
    assert.equal(response.statusCode, 201, response.body);
    const editor = editorImageUploadedSchema.parse(response.json());
    assert.equal(editor.url, `/api/image/${editor.id}`);
    assert.equal((await call('GET', editor.url, {})).statusCode, 200);
    const purposes = await app.db.selectFrom('images').select(['id', 'purpose']).where('id', 'in', [blog.id, editor.id]).execute();
    assert.deepEqual(new Map(purposes.map((row) => [row.id, row.purpose])), new Map([[blog.id, 'blog'], [editor.id, 'blog_editor']]));
  });

  test("the picker's list: newest first, paged with $skip and $top, the count of all, the editor's inline images left out", async () => {
    const listed = await app.db.selectFrom('images').select(['id', 'name']).where('purpose', '<>', 'blog_editor').orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    assert.ok(listed.length >= 4);
    const first = await call('GET', '/api/image?$skip=0&$top=2');
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.headers['cache-control'], 'no-store');
    assert.deepEqual(imageListSchema.parse(first.json()), { count: listed.length, items: listed.slice(0, 2) });
    const second = imageListSchema.parse((await call('GET', '/api/image?$skip=2&$top=9')).json());
    assert.deepEqual(second, { count: listed.length, items: listed.slice(2, 11) });
    const beyond = imageListSchema.parse((await call('GET', '/api/image?$skip=1000')).json());
    assert.deepEqual(beyond, { count: listed.length, items: [] });
    const bad = await call('GET', '/api/image?$top=51');
    assert.deepEqual([bad.statusCode, bad.json()], [400, { message: REQUEST_MESSAGES.invalid, modelState: { $top: [ADMIN_LIST_MESSAGES.top] } }]);
  });

  test('deletion: refused while a test, a category or an article shows the image; otherwise gone, bytes and thumbnail, with an audit row', async () => {
    const jpeg = await jpegWithGps();
    const shown = await uploaded([filePart(jpeg, 'shown.jpg')]);
    const category = await app.db.insertInto('categories').values({ slug: 'images-test', name: 'Images test', image2_id: shown.id }).returning('id').executeTakeFirstOrThrow();
    await app.db.insertInto('products').values({ slug: 'images-test-a', name: 'A', product_type: 1, master_price_cents: 1000, image_id: shown.id }).execute();
    await app.db.insertInto('products').values({ slug: 'images-test-b', name: 'B', product_type: 1, master_price_cents: 1000, image_id: shown.id }).execute();
    const inUse = await call('DELETE', `/api/image/${shown.id}`);
    assert.deepEqual([inUse.statusCode, inUse.json()], [409, { message: fillTemplate(IMAGE_MESSAGES.inUse, { tests: '2', categories: '1', articles: '0' }) }]);
    const spanish = await call('DELETE', `/api/image/${shown.id}`, { ...admin.headers, 'accept-language': 'es' });
    assert.deepEqual(spanish.json(), { message: fillTemplate(MESSAGES_ES.images.inUse, { tests: '2', categories: '1', articles: '0' }) });

    const cover = await uploaded([filePart(jpeg, 'cover.jpg')], '/api/image/blog');
    const inline = await uploaded([filePart(jpeg, 'inline.jpg')], '/api/image/blog/editor');
    const articles = await insertArticles(app, [
      { slug: 'with-cover', title: 'With cover', daysAgo: 1, views: 0 },
      { slug: 'with-inline', title: 'With inline', daysAgo: 2, views: 0, active: false },
    ]);
    await app.db.updateTable('blog_articles').set({ image_id: cover.id }).where('id', '=', articles.get('with-cover')?.id ?? '').execute();
    await app.db
      .updateTable('blog_articles')
      .set({ text_html: `<p>See</p><img src="/api/image/${inline.id.toUpperCase()}" alt="">` })
      .where('id', '=', articles.get('with-inline')?.id ?? '')
      .execute();
    for (const id of [cover.id, inline.id]) {
      const response = await call('DELETE', `/api/image/${id}`);
      assert.deepEqual([response.statusCode, response.json()], [409, { message: fillTemplate(IMAGE_MESSAGES.inUse, { tests: '0', categories: '0', articles: '1' }) }], id);
    }
    assert.equal((await imageAudit()).filter((entry) => entry.action === 'image.delete').length, 0, 'a refusal writes no row');

    await app.db.updateTable('categories').set({ image2_id: null }).where('id', '=', category.id).execute();
    await app.db.updateTable('products').set({ image_id: null }).where('image_id', '=', shown.id).execute();
    const deleted = await call('DELETE', `/api/image/${shown.id.toUpperCase()}`);
    assert.deepEqual([deleted.statusCode, deleted.json()], [200, { id: shown.id, message: IMAGE_MESSAGES.deleted }]);
    assert.equal((await call('GET', `/api/image/${shown.id}`, {})).statusCode, 404);
    assert.equal((await call('GET', `/api/image/thumbnail/${shown.id}`, {})).statusCode, 404);
    const rows = (await imageAudit()).filter((entry) => entry.subject_id === shown.id).map((entry) => [entry.action, entry.before === null, entry.after === null]);
    assert.deepEqual(rows, [
      ['image.upload', true, false],
      ['image.delete', false, true],
    ]);
    assert.equal((await call('DELETE', `/api/image/${shown.id}`)).statusCode, 404, 'already gone');
    assert.equal((await call('DELETE', '/api/image/not-a-guid')).statusCode, 404);
  });

  test("the thumbnail of an image without one (the seed's SVGs) is the image itself; an unknown id is 404", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const row = await app.db.insertInto('images').values({ name: 'seed.svg', mime_type: 'image/svg+xml', bytes: svg, byte_size: svg.byteLength, width: 10, height: 10 }).returning('id').executeTakeFirstOrThrow();
    const thumbnail = await call('GET', `/api/image/thumbnail/${row.id}`, {});
    assert.equal(thumbnail.statusCode, 200);
    assert.equal(thumbnail.headers['content-type'], 'image/svg+xml');
    assert.equal(thumbnail.headers['x-content-type-options'], 'nosniff');
    assert.deepEqual(thumbnail.rawPayload, svg);
    assert.equal((await call('GET', `/api/image/thumbnail/${randomUUID()}`, {})).statusCode, 404);
    assert.equal((await call('GET', '/api/image/thumbnail/not-a-guid', {})).statusCode, 404);
  });

  test("an image's name: the file's own without its folder, control characters or more than 255 characters; 'image' when none", () => {
    assert.equal(imageNameOf('C:\\Users\\ana\\Pictures\\lab.png'), 'lab.png');
    assert.equal(imageNameOf('/tmp/x/y.webp'), 'y.webp');
    assert.equal(imageNameOf('bad\u0000\u0007name.jpg'), 'badname.jpg');
    assert.equal(imageNameOf(`${'é'.repeat(300)}.jpg`), 'é'.repeat(255));
    assert.equal(imageNameOf('  '), 'image');
    assert.equal(imageNameOf(undefined), 'image');
    assert.equal(imageNameOf('\uD800.png'), 'image');
  });
});
