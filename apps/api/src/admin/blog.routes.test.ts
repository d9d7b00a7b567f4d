import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import {
  ADMIN_BLOG_MESSAGES,
  MESSAGES_ES,
  fillTemplate,
  type AdminBlogArticle,
  type AdminBlogArticleList,
  type AdminBlogArticleSaved,
  type BlogArticle,
  type BlogArticleList,
  type BlogAuthorList,
} from '@labstore/domain';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { GENEROUS_LIMITS } from '../accounts/accounts.test-fixtures';
import { signedInAdmin } from '../profiles/profiles.test-fixtures';
import { buildTestApp } from '../testing/test-app';
import { expectAdminOnly, type AdminCall } from './admin-only.test-fixtures';

// Issue 20, spec/03 2 Blog Articles tab, 3 Blog article, 5 Article, 7 Blog, 8,
// 9: the article editor, its HTML sanitized, its view count kept, each change
// audited and seen at once by the storefront's (cached) blog and the sitemap.

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const ADDRESS = '203.0.113.20';

describe('the article editor API', () => {
  let app: FastifyInstance;
  let admin: { userId: string; headers: Headers };
  let authorId: string;

  beforeAll(async () => {
    app = await buildTestApp({ environment: { ...GENEROUS_LIMITS } });
    admin = await signedInAdmin(app);
    authorId = (await app.db.insertInto('blog_authors').values({ name: `Dana ${randomUUID().slice(0, 6)}` }).returning('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => app.close());

  const call = (method: Method, url: string, payload?: object, headers: Headers = admin.headers) =>
    app.inject({ method, url, headers, remoteAddress: ADDRESS, ...(payload ? { payload } : {}) } as InjectOptions);
  const fieldMessage = (response: { statusCode: number; json: <T>() => T }, field: string) => [response.statusCode, response.json<{ modelState?: Record<string, string[]> }>().modelState?.[field]];
  const auditOf = (subjectId: string) =>
    app.db.selectFrom('admin_audit').select(['actor_user_id', 'action', 'subject_kind', 'before', 'after', 'client_address']).where('subject_id', '=', subjectId).orderBy('at').execute();
  const publicList = async (title: string) => (await call('GET', `/api/blog/get/all?title=${encodeURIComponent(title)}`, undefined, {})).json<BlogArticleList>();
  const sitemap = async () => (await call('GET', '/sitemap.xml', undefined, {})).body;
  const article = (title: string, more: object = {}) => ({
    title,
    shortDescription: 'What to do the night before.',
    authorId,
    newAuthorName: '',
    estimateLength: 4,
    text: '<p>Drink water.</p>',
    pageTitle: `${title} | labstore`,
    metaDescription: 'Fasting before a test',
    metaRobots: 'index, follow',
    imageId: null,
    slug: '',
    isActive: true,
    ...more,
  });
  const create = async (title: string, more: object = {}) => {
    const response = await call('POST', '/api/blog', article(title, more));
    assert.equal(response.statusCode, 200, response.body);
    return response.json<AdminBlogArticleSaved>().article;
  };
  const unique = (title: string) => `${title} ${randomUUID().slice(0, 6)}`;

  test('every route refuses anonymous callers (401) and customers (403)', async () => {
    const id = randomUUID();
    const routes: AdminCall[] = [
      ['GET', '/api/blog/get/all/admin'],
      ['GET', `/api/blog/admin/${id}`],
      ['GET', '/api/blog/get/all/authors'],
      ['POST', '/api/blog', article('Refused article')],
      ['PUT', '/api/blog/update', { id, ...article('Refused article') }],
      ['DELETE', `/api/blog/delete?articleId=${id}`],
    ];
    await expectAdminOnly(app, routes);
    assert.equal(await app.db.selectFrom('blog_articles').select('id').where('title', '=', 'Refused article').executeTakeFirst(), undefined);
  });

  test("add: spec/03 5's messages, the HTML sanitized (XSS gone), 'Article was successfully added', audited, in the public blog and the sitemap at once", async () => {
    const title = unique('Fasting before a blood test');
    // The public list is read (and cached) first.
    assert.equal((await publicList(title)).count, 0);

    const blank = await call('POST', '/api/blog', article(' ', { shortDescription: '', estimateLength: '', text: '<p></p>', pageTitle: '', metaDescription: '', metaRobots: '', authorId: '' }));
    assert.equal(blank.statusCode, 400);
    assert.deepEqual(blank.json<{ modelState: Record<string, string[]> }>().modelState, {
      title: [ADMIN_BLOG_MESSAGES.titleRequired],
      shortDescription: ['The Short Description Field is required'],
      estimateLength: ['The Estimate Length Field is required'],
      text: ['The Text Field is required'],
      pageTitle: ['The Page Title Field is required'],
      metaDescription: ['The Meta Description Field is required'],
      metaRobots: ['The Meta Robots Field is required'],
      authorId: ['The Author Field is required'],
    });
    assert.deepEqual(fieldMessage(await call('POST', '/api/blog', article('x'.repeat(256))), 'title'), [400, [ADMIN_BLOG_MESSAGES.textLength]]);
    assert.deepEqual(fieldMessage(await call('POST', '/api/blog', article(title, { estimateLength: 0 })), 'estimateLength'), [400, [ADMIN_BLOG_MESSAGES.estimateLength]]);
    assert.deepEqual(fieldMessage(await call('POST', '/api/blog', article(title, { slug: 'a b' })), 'slug'), [400, [ADMIN_BLOG_MESSAGES.slugFormat]]);
    assert.deepEqual(fieldMessage(await call('POST', '/api/blog', article(title, { authorId: randomUUID() })), 'authorId'), [400, [ADMIN_BLOG_MESSAGES.authorUnknown]]);
    assert.deepEqual(fieldMessage(await call('POST', '/api/blog', article(title, { imageId: randomUUID() })), 'imageId'), [400, [ADMIN_BLOG_MESSAGES.imageUnknown]]);
    // Only a script: nothing is left once it is gone.
    assert.deepEqual(fieldMessage(await call('POST', '/api/blog', article(title, { text: '<script>alert(1)</script>' })), 'text'), [400, [ADMIN_BLOG_MESSAGES.textRequired]]);
    const spanish = await call('POST', '/api/blog', article(' '), { ...admin.headers, 'accept-language': 'es' });
    assert.deepEqual(fieldMessage(spanish, 'title'), [400, [MESSAGES_ES.adminBlog.titleRequired]]);
    assert.equal((await app.db.selectFrom('blog_articles').select('id').where('title', '=', title).execute()).length, 0, 'a refusal stores nothing');

    const response = await call(
      'POST',
      '/api/blog',
      article(title, { text: '<p onclick="steal()">Drink water.<script>alert(1)</script><img src="/api/image/x" onerror="alert(2)"><a href="javascript:alert(3)">x</a></p>' }),
    );
    assert.equal(response.statusCode, 200, response.body);
    const saved = response.json<AdminBlogArticleSaved>();
    assert.equal(saved.message, 'Article was successfully added');
    assert.equal(saved.article.text, '<p>Drink water.<img src="/api/image/x" /><a>x</a></p>');
    assert.match(saved.article.slug, /^fasting-before-a-blood-test-[a-z0-9]+$/);
    assert.deepEqual([saved.article.viewCount, saved.article.isActive, saved.article.authorId], [0, true, authorId]);
    const stored = await app.db.selectFrom('blog_articles').select('text_html').where('id', '=', saved.article.id).executeTakeFirstOrThrow();
    assert.equal(stored.text_html, saved.article.text);

    const audit = await auditOf(saved.article.id);
    assert.deepEqual(
      audit.map((row) => [row.actor_user_id, row.action, row.subject_kind, row.before, row.client_address]),
      [[admin.userId, 'blog-article.create', 'blog-article', null, ADDRESS]],
    );
    assert.equal((audit[0]?.after as { textLength?: number } | null)?.textLength, saved.article.text.length);

    // The storefront sees it at once: the cached list, the reader's page, the sitemap.
    assert.deepEqual((await publicList(title)).items.map((item) => item.id), [saved.article.id]);
    const read = await call('GET', `/api/blog/get/slug?slug=${saved.article.slug}`, undefined, {});
    assert.equal(read.json<BlogArticle>().text, saved.article.text);
    assert.ok((await sitemap()).includes(`/blog/${saved.article.slug}<`));

    // A slug typed that another article holds is refused by name; one made from a taken title gets a suffix.
    const twin = await call('POST', '/api/blog', article(unique('Other'), { slug: saved.article.slug }));
    const taken = fillTemplate(ADMIN_BLOG_MESSAGES.slugTaken, { slug: saved.article.slug });
    assert.deepEqual([twin.statusCode, twin.json<{ message: string }>().message, twin.json<{ modelState?: Record<string, string[]> }>().modelState?.slug], [400, taken, [taken]]);
    const sameTitle = await create(title);
    assert.equal(sameTitle.slug, `${saved.article.slug}-2`);
  });

  test("'Add New Author': an empty author with a new name adds that author in the same change, audited; the name again takes the same author", async () => {
    const name = unique('Ana Ruiz, MD');
    const first = await create(unique('Iron and ferritin'), { authorId: '', newAuthorName: ` ${name} ` });
    assert.equal(first.author, name);
    const authors = (await call('GET', '/api/blog/get/all/authors')).json<BlogAuthorList>();
    const added = authors.items.find((author) => author.name === name);
    assert.ok(added);
    assert.equal(first.authorId, added.id);
    assert.equal(authors.count, authors.items.length);
    const names = authors.items.map((author) => author.name.toLowerCase());
    assert.deepEqual(names, [...names].sort());
    assert.deepEqual((await auditOf(added.id)).map((row) => [row.action, row.subject_kind, row.after]), [['blog-author.create', 'blog-author', { name }]]);

    const second = await create(unique('Ferritin again'), { authorId: '', newAuthorName: name });
    assert.equal(second.authorId, added.id);

    // A refused article adds no author either (one transaction).
    const other = unique('Nobody');
    const refused = await call('POST', '/api/blog', article(unique('Refused'), { authorId: '', newAuthorName: other, slug: first.slug }));
    assert.equal(refused.statusCode, 400);
    assert.equal(await app.db.selectFrom('blog_authors').select('id').where('name', '=', other).executeTakeFirst(), undefined);
  });

  test('the list: every article, inactive ones too, newest first, 10 a page, by title in any case, with views', async () => {
    const marker = randomUUID().slice(0, 8);
    const made: AdminBlogArticle[] = [];
    for (let index = 0; index < 12; index += 1) made.push(await create(`Lipid ${marker} ${index}`, { isActive: index % 2 === 0 }));
    await app.db.updateTable('blog_articles').set({ view_count: 42 }).where('id', '=', made[11]?.id ?? '').execute();

    const first = await call('GET', `/api/blog/get/all/admin?title=${encodeURIComponent(`LIPID ${marker.toUpperCase()}`)}`);
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.headers['cache-control'], 'no-store');
    const page = first.json<AdminBlogArticleList>();
    assert.equal(page.count, 12);
    assert.equal(page.items.length, 10);
    assert.deepEqual(page.items[0], { id: made[11]?.id, title: `Lipid ${marker} 11`, slug: made[11]?.slug, author: made[11]?.author, isActive: false, viewCount: 42, createDate: made[11]?.createDate });
    const second = (await call('GET', `/api/blog/get/all/admin?title=lipid%20${marker}&$skip=10`)).json<AdminBlogArticleList>();
    assert.deepEqual(second.items.map((item) => item.title), [`Lipid ${marker} 1`, `Lipid ${marker} 0`]);
    const all = (await call('GET', '/api/blog/get/all/admin')).json<AdminBlogArticleList>();
    assert.equal(all.count, Number((await app.db.selectFrom('blog_articles').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n));

    const bad = await call('GET', '/api/blog/get/all/admin?$top=51');
    assert.equal(bad.statusCode, 400);
  });

  test('read for edit: the stored article, active or not, counting no view; unknown is 404, a malformed id 400', async () => {
    const hidden = await create(unique('Draft'), { isActive: false });
    const response = await call('GET', `/api/blog/admin/${hidden.id}`);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), hidden);
    assert.equal((await app.db.selectFrom('blog_articles').select('view_count').where('id', '=', hidden.id).executeTakeFirstOrThrow()).view_count, 0);
    const unknown = await call('GET', `/api/blog/admin/${randomUUID()}`);
    assert.deepEqual([unknown.statusCode, unknown.json()], [404, { message: ADMIN_BLOG_MESSAGES.notFound }]);
    assert.deepEqual(fieldMessage(await call('GET', '/api/blog/admin/nope'), 'id'), [400, [ADMIN_BLOG_MESSAGES.articleId]]);
  });

  test("update: 'Article was successfully updated', the view count kept, audited with before and after, the public blog follows at once", async () => {
    const title = unique('Thyroid tests');
    const created = await create(title);
    await app.db.updateTable('blog_articles').set({ view_count: 321 }).where('id', '=', created.id).execute();
    assert.equal((await publicList(title)).count, 1);

    const renamed = `${title} explained`;
    const response = await call('PUT', '/api/blog/update', { id: created.id, ...article(renamed, { slug: created.slug, text: '<p>New<iframe src="https://evil.example"></iframe></p>', viewCount: 0 }) });
    assert.equal(response.statusCode, 200, response.body);
    const saved = response.json<AdminBlogArticleSaved>();
    assert.equal(saved.message, 'Article was successfully updated');
    assert.deepEqual([saved.article.title, saved.article.text, saved.article.viewCount, saved.article.slug], [renamed, '<p>New</p>', 321, created.slug]);
    const audit = await auditOf(created.id);
    assert.deepEqual(audit.map((row) => row.action), ['blog-article.create', 'blog-article.update']);
    assert.deepEqual([(audit[1]?.before as { title?: string }).title, (audit[1]?.after as { title?: string }).title], [title, renamed]);
    assert.equal((await publicList(renamed)).items[0]?.title, renamed);

    // Disabled: gone from the public blog and the sitemap at once.
    await call('PUT', '/api/blog/update', { id: created.id, ...article(renamed, { slug: created.slug, isActive: false }) });
    assert.equal((await publicList(renamed)).count, 0);
    assert.ok(!(await sitemap()).includes(`/blog/${created.slug}<`));

    const unknown = await call('PUT', '/api/blog/update', { id: randomUUID(), ...article(renamed) });
    assert.deepEqual([unknown.statusCode, unknown.json<{ message: string }>().message], [404, ADMIN_BLOG_MESSAGES.notFound]);
    const other = await create(unique('Kidney'));
    const duplicate = await call('PUT', '/api/blog/update', { id: created.id, ...article(renamed, { slug: other.slug }) });
    assert.deepEqual([duplicate.statusCode, duplicate.json<{ message: string }>().message], [400, fillTemplate(ADMIN_BLOG_MESSAGES.slugTaken, { slug: other.slug })]);
  });

  test("remove (articleId in the query): 'Article was successfully removed', audited, gone from the public blog at once; unknown is 404", async () => {
    const title = unique('Vitamin D');
    const created = await create(title);
    assert.equal((await publicList(title)).count, 1);
    const response = await call('DELETE', `/api/blog/delete?articleId=${created.id}`);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { id: created.id, message: 'Article was successfully removed' });
    const spanish = await call('DELETE', `/api/blog/delete?articleId=${(await create(unique('Otro'))).id}`, undefined, { ...admin.headers, 'accept-language': 'es' });
    assert.equal(spanish.json<{ message: string }>().message, MESSAGES_ES.adminBlog.removed);
    assert.equal((await publicList(title)).count, 0);
    assert.equal((await call('GET', `/api/blog/get/slug?slug=${created.slug}`, undefined, {})).statusCode, 404);
    const audit = await auditOf(created.id);
    assert.deepEqual(audit.map((row) => row.action), ['blog-article.create', 'blog-article.remove']);
    assert.deepEqual([(audit[1]?.before as { title?: string }).title, audit[1]?.after], [title, null]);
    const again = await call('DELETE', `/api/blog/delete?articleId=${created.id}`);
    assert.deepEqual([again.statusCode, again.json()], [404, { message: ADMIN_BLOG_MESSAGES.notFound }]);
    assert.deepEqual(fieldMessage(await call('DELETE', '/api/blog/delete?articleId=nope'), 'articleId'), [400, [ADMIN_BLOG_MESSAGES.articleId]]);
  });

  test('font sizes and image padding (spec/03 2) are kept as data attributes, never as a style; the public article and Edit show them', async () => {
    // What the editor sends (tiptap's styles), with one size and one padding out of range and a style that is more than a size.
    const text =
      '<p>Drink <span style="font-size: 24px;">plenty of</span> water, <span style="font-size: 73px;">not</span> ' +
      '<span style="font-size: 12px; background:url(javascript:alert(1))">this</span>.</p>' +
      '<img src="/api/image/7" alt="Glass" style="padding: 12px;"><img src="/api/image/8" alt="" style="padding: 201px;">';
    const kept =
      '<p>Drink <span data-font-size="24">plenty of</span> water, <span>not</span> <span>this</span>.</p>' +
      '<img src="/api/image/7" alt="Glass" data-padding="12" /><img src="/api/image/8" alt="" />';
    const created = await create(unique('Hydration'), { text });
    assert.equal(created.text, kept);
    assert.equal((await call('GET', `/api/blog/admin/${created.id}`)).json<AdminBlogArticle>().text, kept);
    assert.equal((await call('GET', `/api/blog/get/slug?slug=${created.slug}`, undefined, {})).json<BlogArticle>().text, kept);

    // Edit sends back what it read (data attributes) or what it wrote (styles): both stay.
    const again = await call('PUT', '/api/blog/update', { id: created.id, ...article(created.title, { slug: created.slug, text: `${kept}<p><span data-font-size="8">small</span></p>` }) });
    assert.equal(again.statusCode, 200, again.body);
    assert.equal(again.json<AdminBlogArticleSaved>().article.text, `${kept}<p><span data-font-size="8">small</span></p>`);
    const stored = await app.db.selectFrom('blog_articles').select('text_html').where('id', '=', created.id).executeTakeFirstOrThrow();
    assert.ok(!stored.text_html.includes('style='), stored.text_html);
  });
});
