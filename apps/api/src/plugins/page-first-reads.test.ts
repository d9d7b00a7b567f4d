import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { fakeWebBuild } from '../testing/fake-web-build';
import { buildTestApp } from '../testing/test-app';

const DATA_BLOCK = /<script type="application\/json" id="page-data" data-language="[a-z]{2}">(.*?)<\/script>/s;

/** The answers a page carries, by address; undefined when it carries none. */
function pageData(html: string): Record<string, unknown> | undefined {
  const block = DATA_BLOCK.exec(html)?.[1];
  return block === undefined ? undefined : (JSON.parse(block) as Record<string, unknown>);
}

async function viewsOf(app: FastifyInstance, slug: string): Promise<number> {
  const row = await app.db.selectFrom('blog_articles').select('view_count').where('slug', '=', slug).executeTakeFirstOrThrow();
  return Number(row.view_count);
}

describe("a page's first reads in its HTML (issue 10)", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ environment: { WEB_DIST_DIR: fakeWebBuild() } });
  });
  afterAll(() => app.close());

  test("a product's page carries the product's answer, as the API gives it, and preloads its picture", async () => {
    const page = await app.inject('/product/lipid-panel');
    assert.equal(page.statusCode, 200);
    const product = (await app.inject('/api/product/lipid-panel')).json<{ imageId: string }>();
    assert.deepEqual(pageData(page.body), { '/api/product/lipid-panel': product });
    assert.ok(product.imageId);
    const head = page.body.slice(0, page.body.indexOf('</head>'));
    assert.ok(head.includes(`<link rel="preload" as="image" href="/api/image/${product.imageId}" fetchpriority="high">`));
    assert.ok(DATA_BLOCK.test(head), 'the data block is in the head');
  });

  test("the answers are in the browser's language, and the block says which (issue 16)", async () => {
    const page = await app.inject({ url: '/product/ferritin', headers: { 'accept-language': 'es-MX,es;q=0.9' } });
    assert.match(page.body, /id="page-data" data-language="es"/);
    assert.equal((pageData(page.body)?.['/api/product/ferritin'] as { name: string }).name, 'Ferritina');
    assert.match(String(page.headers.vary), /Accept-Language/);
    assert.match((await app.inject('/product/ferritin')).body, /id="page-data" data-language="en"/);
  });

  test("an article's page carries the article and counts one view; HEAD counts none", async () => {
    const slug = 'understanding-your-lipid-panel-results';
    const before = await viewsOf(app, slug);
    const page = await app.inject(`/blog/${slug}`);
    const data = pageData(page.body);
    assert.deepEqual(Object.keys(data ?? {}), [`/api/blog/get/slug?slug=${slug}`]);
    assert.equal((data?.[`/api/blog/get/slug?slug=${slug}`] as { slug: string }).slug, slug);
    assert.equal(await viewsOf(app, slug), before + 1);
    const head = await app.inject({ method: 'HEAD', url: `/blog/${slug}` });
    assert.equal(head.statusCode, 200);
    assert.equal(await viewsOf(app, slug), before + 1);
  });

  test('pages that read nothing public, unknown products and addresses outside the routes carry no answers', async () => {
    for (const url of ['/', '/search/lipid', '/blog/explore-more', '/product/no-such-test', '/blog/no-such-article', '/no/such/page']) {
      const page = await app.inject(url);
      assert.match(page.body, /<div id="root">/, url);
      assert.equal(pageData(page.body), undefined, url);
      assert.doesNotMatch(page.body, /rel="preload"/, url);
    }
  });

  test('text in an answer cannot close the data block or run as script', async () => {
    const name = '</script><script>alert(1)</script><!-- A1c';
    await app.db.updateTable('products').set({ name }).where('slug', '=', 'hemoglobin-a1c').execute();
    const page = await app.inject('/product/hemoglobin-a1c');
    assert.equal(page.body.match(/<\/script>/g)?.length, 1, 'only the data block closes a script');
    assert.doesNotMatch(page.body, /<script>alert/);
    assert.equal((pageData(page.body)?.['/api/product/hemoglobin-a1c'] as { name: string }).name, name);
  });
});
