import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from 'vitest';
import type { DatabaseHandle } from '../connect';
import { createTestDatabase } from '../testing';

// What sanitizeRichText removes; none of it may reach a column the web app
// renders as HTML (DESIGN.md API: HTML is sanitized on save).
const UNSAFE_HTML = [/<script/i, /<iframe/i, /<object/i, /<style/i, /\son[a-z]+\s*=/i, /javascript:/i, /vbscript:/i, /\b(?:href|src)\s*=\s*["']?\s*data:/i];

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
});
afterAll(() => database.close());

async function htmlColumns(): Promise<{ where: string; html: string }[]> {
  const { db } = database;
  const products = await db.selectFrom('products').select(['slug', 'description_html', 'instructions_html']).execute();
  const pages = await db.selectFrom('content_pages').select(['slug', 'content']).execute();
  const articles = await db.selectFrom('blog_articles').select(['slug', 'text_html']).execute();
  return [
    ...products.flatMap((row) => [
      { where: `products ${row.slug} description_html`, html: row.description_html },
      { where: `products ${row.slug} instructions_html`, html: row.instructions_html },
    ]),
    ...pages.map((row) => ({ where: `content_pages ${row.slug} content`, html: row.content })),
    ...articles.map((row) => ({ where: `blog_articles ${row.slug} text_html`, html: row.text_html })),
  ];
}

test('the seeded database holds no script, event handler or script URL in any HTML column', async () => {
  for (const { where, html } of await htmlColumns()) {
    for (const pattern of UNSAFE_HTML) assert.doesNotMatch(html, pattern, where);
  }
});

test('the seeded pages keep their content through the sanitizer: headings, lists, tables and links', async () => {
  const columns = await htmlColumns();
  const all = columns.map((column) => column.html).join('\n');
  for (const tag of ['<h2>', '<h3>', '<ul>', '<ol>', '<li>', '<strong>', '<em>', '<blockquote>', '<table>', '<td>']) {
    assert.ok(all.includes(tag), `${tag} is kept`);
  }
  assert.match(all, /<a href="\/[^"]+">/);
  const articles = columns.filter((column) => column.where.startsWith('blog_articles'));
  assert.ok(articles.length > 0);
  for (const article of articles) assert.ok(article.html.length > 500, `${article.where} keeps its text`);
});
