import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import type { BlogArticle, BlogArticleList, BlogArticleSummary } from '@labstore/domain';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../testing/test-app';
import { BLOG_CACHE_PREFIX } from './blog-cache';
import { expectedArticle, expectedSummary, insertArticles, type StoredArticle } from './blog.test-fixtures';

// Eleven active articles, five days apart from 5 to 105 days ago (a01 the
// newest), and a newer inactive one that is the most read of all and must
// never show. The views decide the rankings below.
const SPECS = [
  { slug: 'a01', title: 'Fasting before a blood test', daysAgo: 5, views: 50 },
  { slug: 'a02', title: 'What an A1c says', daysAgo: 15, views: 700 },
  { slug: 'a03', title: 'Understanding your LIPID panel', daysAgo: 25, views: 300 },
  { slug: 'a04', title: 'Thyroid tests explained', daysAgo: 35, views: 900 },
  { slug: 'a05', title: '100% natural? Supplements and lab results', daysAgo: 45, views: 10 },
  { slug: 'a06', title: 'Reading a CBC', daysAgo: 55, views: 400 },
  { slug: 'a07', title: 'Lipid myths', daysAgo: 65, views: 800 },
  { slug: 'a08', title: 'Kidney function', daysAgo: 75, views: 5 },
  { slug: 'a09', title: 'Vitamin D deficiency', daysAgo: 85, views: 1000 },
  { slug: 'a10', title: 'Iron and ferritin', daysAgo: 95, views: 20 },
  { slug: 'a11', title: 'When to test for STDs', daysAgo: 105, views: 600 },
  { slug: 'hidden-draft', title: 'A draft lipid article', daysAgo: 1, views: 99_999, active: false },
];

describe('blog reads', () => {
  let app: FastifyInstance;
  let stored: Map<string, StoredArticle>;
  const article = (slug: string) => {
    const found = stored.get(slug);
    assert.ok(found, slug);
    return found;
  };
  const listOf = (...slugs: string[]) => slugs.map((slug) => expectedSummary(article(slug)));
  const get = (url: string) => app.inject({ method: 'GET', url });
  const viewsOf = async (slug: string) =>
    (await app.db.selectFrom('blog_articles').select('view_count').where('slug', '=', slug).executeTakeFirstOrThrow()).view_count;

  beforeAll(async () => {
    app = await buildTestApp({ seed: false });
    stored = await insertArticles(app, SPECS);
  });
  afterAll(() => app.close());

  test('get/all answers the first 9 active articles, newest first, with the count of all', async () => {
    const response = await get('/api/blog/get/all');
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { items: listOf('a01', 'a02', 'a03', 'a04', 'a05', 'a06', 'a07', 'a08', 'a09'), count: 11 });
    assert.match(String(response.headers['cache-control']), /^public, max-age=60/);
  });

  test('get/all pages with $skip and $top', async () => {
    assert.deepEqual((await get('/api/blog/get/all?$skip=9&$top=9')).json(), { items: listOf('a10', 'a11'), count: 11 });
    assert.deepEqual((await get('/api/blog/get/all?$skip=2&$top=3')).json(), { items: listOf('a03', 'a04', 'a05'), count: 11 });
    assert.deepEqual((await get('/api/blog/get/all?$skip=40')).json(), { items: [], count: 11 });
  });

  test('get/all?title= keeps titles containing the text, whatever its case, and counts only those', async () => {
    assert.deepEqual((await get('/api/blog/get/all?title=lIpId')).json(), { items: listOf('a03', 'a07'), count: 2 });
    assert.deepEqual((await get('/api/blog/get/all?title=lipid&$top=1&$skip=1')).json(), { items: listOf('a07'), count: 2 });
    assert.deepEqual((await get('/api/blog/get/all?title=%20%20')).json<BlogArticleList>().count, 11, 'blank is no filter');
  });

  test('get/all takes LIKE wildcards in the title literally', async () => {
    assert.deepEqual((await get(`/api/blog/get/all?title=${encodeURIComponent('100%')}`)).json(), { items: listOf('a05'), count: 1 });
    assert.deepEqual((await get(`/api/blog/get/all?title=${encodeURIComponent('%')}`)).json(), { items: listOf('a05'), count: 1 });
    assert.deepEqual((await get('/api/blog/get/all?title=_')).json(), { items: [], count: 0 });
  });

  test('get/all refuses bad paging with its own words', async () => {
    const response = await get('/api/blog/get/all?$top=51');
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), { message: 'The request is invalid.', modelState: { $top: ['$top must be a whole number from 1 to 50.'] } });
    const skip = await get('/api/blog/get/all?$skip=-1');
    assert.deepEqual(skip.json(), { message: 'The request is invalid.', modelState: { $skip: ['$skip must be a whole number, 0 or more.'] } });
  });

  test('last answers the newest active article', async () => {
    const response = await get('/api/blog/last');
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), expectedSummary(article('a01')));
  });

  test('top/newest answers the six newest active articles', async () => {
    assert.deepEqual((await get('/api/blog/top/newest')).json(), { items: listOf('a01', 'a02', 'a03', 'a04', 'a05', 'a06'), count: 6 });
  });

  test('top answers the five most read active articles of all time, most read first', async () => {
    const response = await get('/api/blog/top');
    assert.deepEqual(response.json(), { items: listOf('a09', 'a04', 'a07', 'a02', 'a11'), count: 5 });
    assert.equal(response.headers['cache-control'], 'public, max-age=60');
  });

  test('month/top answers the most read of the articles published in the last 30 days, less the latest one the blog home shows above it', async () => {
    assert.deepEqual((await get('/api/blog/month/top')).json(), { items: listOf('a02', 'a03'), count: 2 });
  });

  test('get/slug answers the reader view and counts one view per read', async () => {
    const response = await get('/api/blog/get/slug?slug=a06');
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), expectedArticle(article('a06')));
    assert.equal(await viewsOf('a06'), 401);
    await get('/api/blog/get/slug?slug=a06');
    assert.equal(await viewsOf('a06'), 402);
  });

  test('get?articleId= answers the same article by id and counts the view', async () => {
    const response = await get(`/api/blog/get?articleId=${article('a08').id}`);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), expectedArticle(article('a08')));
    assert.equal(await viewsOf('a08'), 6);
  });

  test('reads move the rankings: the views they count decide top', async () => {
    await app.db.updateTable('blog_articles').set({ view_count: 999 }).where('slug', '=', 'a10').execute();
    await get('/api/blog/get/slug?slug=a10');
    await get(`/api/blog/get?articleId=${article('a10').id}`);
    assert.equal(await viewsOf('a10'), 1001);
    const top = (await get('/api/blog/top')).json<BlogArticleList>();
    assert.deepEqual(top.items.map((item) => item.slug), ['a10', 'a09', 'a04', 'a07', 'a02']);
  });

  test('an inactive, unknown or malformed article is not found, and nothing is counted', async () => {
    const notFound = { message: 'The article was not found.' };
    for (const url of [
      '/api/blog/get/slug?slug=hidden-draft',
      '/api/blog/get/slug?slug=no-such-article',
      `/api/blog/get?articleId=${article('hidden-draft').id}`,
      '/api/blog/get?articleId=00000000-0000-4000-8000-000000000000',
      '/api/blog/get?articleId=not-a-uuid',
    ]) {
      const response = await get(url);
      assert.equal(response.statusCode, 404, url);
      assert.deepEqual(response.json(), notFound, url);
    }
    assert.equal(await viewsOf('hidden-draft'), 99_999);
  });

  test('a HEAD request reads no article, so it counts no view', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/api/blog/get/slug?slug=a11' });
    assert.equal(response.statusCode, 404);
    assert.equal(await viewsOf('a11'), 600);
  });

  test('cached lists follow a published change; with no active article, last is not found', async () => {
    await app.db.updateTable('blog_articles').set({ is_active: false }).execute();
    await app.readCache.publishChange(app.db, BLOG_CACHE_PREFIX);
    const last = await get('/api/blog/last');
    assert.equal(last.statusCode, 404);
    assert.deepEqual(last.json(), { message: 'The article was not found.' });
    assert.deepEqual((await get('/api/blog/get/all')).json(), { items: [], count: 0 });
    assert.deepEqual((await get('/api/blog/top')).json(), { items: [], count: 0 });
  });

  test('in Spanish: a translated article in Spanish, found by its Spanish title; the others in English (issue 16)', async () => {
    const a09 = article('a09');
    // The test before left every article inactive.
    await app.db.updateTable('blog_articles').set({ is_active: true }).where('slug', 'in', ['a09', 'a10']).execute();
    await app.db
      .insertInto('blog_article_translations')
      .values({ article_id: a09.id, language: 'es', title: 'Colesterol: guía', short_description: 'Sobre el colesterol.', text_html: '<p>Texto</p>', page_title: null, meta_description: null })
      .execute();
    const spanish = { 'accept-language': 'es' };
    const read = await app.inject({ method: 'GET', url: '/api/blog/get/slug?slug=a09', headers: spanish });
    assert.equal(read.statusCode, 200, read.body);
    const body = read.json<BlogArticle>();
    assert.deepEqual(
      { title: body.title, shortDescription: body.shortDescription, text: body.text, pageTitle: body.pageTitle, lang: body.lang },
      { title: 'Colesterol: guía', shortDescription: 'Sobre el colesterol.', text: '<p>Texto</p>', pageTitle: `${a09.title} | labstore blog`, lang: 'es' },
    );
    const found = (await app.inject({ method: 'GET', url: '/api/blog/get/all?title=colesterol', headers: spanish })).json<{ items: BlogArticleSummary[] }>();
    assert.deepEqual(found.items.map((item) => [item.slug, item.lang]), [['a09', 'es']]);
    const other = (await app.inject({ method: 'GET', url: '/api/blog/get/slug?slug=a10', headers: spanish })).json<BlogArticle>();
    assert.equal(other.lang, 'en');
    assert.equal((await get('/api/blog/get/slug?slug=a09')).json<BlogArticle>().lang, 'en');
  });
});
