// Checks the hand-written blog and navigation seed content (spec/01 2.2, 2.6;
// spec/02 2.12, 3): shape, references between entries and safe HTML.
import { test } from 'vitest';
import assert from 'node:assert/strict';
import { articles, authors } from './blog';
import { navigationItems } from './navigation';

const TODAY = '2026-11-21';
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const HEX = /^#[0-9a-f]{6}$/i;

const ARTICLE_TAGS = new Set(['h2', 'h3', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'blockquote', 'a']);
const CONTENT_TAGS = new Set([...ARTICLE_TAGS, 'table', 'thead', 'tbody', 'tr', 'th', 'td']);

/** Problems with an HTML fragment: unknown tags, attributes, unsafe links, unbalanced tags. */
function htmlProblems(html: string, allowed: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  const tagRe = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g;
  for (const m of html.matchAll(tagRe)) {
    const closing = m[1] === '/';
    const tag = (m[2] ?? '').toLowerCase();
    const attrs = (m[3] ?? '').trim();
    if (!allowed.has(tag)) problems.push(`tag <${tag}> not allowed`);
    if (closing) {
      if (attrs) problems.push(`closing </${tag}> has attributes`);
      const open = stack.pop();
      if (open !== tag) problems.push(`</${tag}> closes <${open ?? 'nothing'}>`);
      continue;
    }
    if (tag === 'a') {
      const href = /^href="([^"]*)"$/.exec(attrs)?.[1];
      if (href === undefined) problems.push(`<a ${attrs}> must have exactly one href`);
      else if (!href.startsWith('/') || href.startsWith('//')) problems.push(`link ${href} is not internal`);
    } else if (attrs) {
      problems.push(`<${tag}> has attributes: ${attrs}`);
    }
    stack.push(tag);
  }
  if (stack.length) problems.push(`unclosed tags: ${stack.join(', ')}`);
  const text = html.replace(tagRe, ' ');
  if (/[<>]/.test(text)) problems.push('stray < or > outside a tag');
  if (/&(?![a-z]+;|#\d+;)/i.test(text)) problems.push('unescaped &');
  return problems;
}

function wordCount(html: string): number {
  return html.replace(/<[^>]+>/g, ' ').split(/\s+/).filter(Boolean).length;
}

function blogLinks(html: string): string[] {
  return [...html.matchAll(/href="\/blog\/([^"]+)"/g)].map((m) => m[1] ?? '');
}

function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

const articleSlugs = new Set(articles.map((a) => a.slug));

test('authors: 4-5 distinct authors with bios', () => {
  assert.ok(authors.length >= 4 && authors.length <= 5, `${authors.length} authors`);
  assert.equal(new Set(authors.map((a) => a.name)).size, authors.length);
  for (const a of authors) assert.ok(a.bio.length >= 80, `${a.name}: bio too short`);
});

test('articles: at least 12 with unique kebab-case slugs', () => {
  assert.ok(articles.length >= 12, `${articles.length} articles`);
  assert.equal(articleSlugs.size, articles.length, 'duplicate article slugs');
  for (const a of articles) assert.match(a.slug, KEBAB, a.slug);
  assert.equal(new Set(articles.map((a) => a.title)).size, articles.length, 'duplicate titles');
});

test('articles: every author exists and every author writes', () => {
  const names = new Set(authors.map((a) => a.name));
  for (const a of articles) assert.ok(names.has(a.authorName), `${a.slug}: unknown author ${a.authorName}`);
  for (const name of names) assert.ok(articles.some((a) => a.authorName === name), `${name} has no article`);
});

test('articles: valid ISO dates, not in the future, spread over 2025-2026', () => {
  for (const a of articles) {
    assert.ok(isIsoDate(a.createDate), `${a.slug}: bad date ${a.createDate}`);
    assert.ok(a.createDate <= TODAY, `${a.slug}: ${a.createDate} is in the future`);
    assert.ok(a.createDate >= '2025-01-01', `${a.slug}: ${a.createDate} is too old`);
  }
  const years = new Set(articles.map((a) => a.createDate.slice(0, 4)));
  assert.deepEqual([...years].sort(), ['2025', '2026']);
});

test('articles: length 500-900 words and estimateLength within 2 minutes of words/200', () => {
  for (const a of articles) {
    const words = wordCount(a.textHtml);
    assert.ok(words >= 500 && words <= 900, `${a.slug}: ${words} words`);
    assert.ok(Number.isInteger(a.estimateLength) && a.estimateLength >= 1, `${a.slug}: estimateLength`);
    assert.ok(Math.abs(a.estimateLength - words / 200) <= 2, `${a.slug}: ${a.estimateLength} min for ${words} words`);
  }
});

test('articles: metadata (meta description, views, cover colours, short description)', () => {
  for (const a of articles) {
    assert.ok(a.metaDescription.length > 0 && a.metaDescription.length <= 160, `${a.slug}: metaDescription length`);
    assert.ok(a.shortDescription.length > 0, `${a.slug}: shortDescription`);
    assert.ok(Number.isInteger(a.viewCount) && a.viewCount >= 50 && a.viewCount <= 12000, `${a.slug}: viewCount`);
    assert.match(a.coverColors[0], HEX);
    assert.match(a.coverColors[1], HEX);
    assert.notEqual(a.coverColors[0].toLowerCase(), a.coverColors[1].toLowerCase());
  }
  assert.equal(new Set(articles.map((a) => a.viewCount)).size, articles.length, 'view counts should differ');
});

test('articles: allowed tags only, internal links, links to existing articles', () => {
  for (const a of articles) {
    assert.deepEqual(htmlProblems(a.textHtml, ARTICLE_TAGS), [], a.slug);
    for (const slug of blogLinks(a.textHtml)) {
      assert.ok(articleSlugs.has(slug), `${a.slug}: link to missing article ${slug}`);
      assert.notEqual(slug, a.slug, `${a.slug}: links to itself`);
    }
  }
});

test('navigation: unique kebab-case slugs among non-link items', () => {
  const internal = navigationItems.filter((n) => !n.isLink);
  assert.equal(new Set(internal.map((n) => n.slug)).size, internal.length, 'duplicate navigation slugs');
  for (const n of internal) assert.match(n.slug, KEBAB, n.slug);
});

test('navigation: covid-19 and blog entries exist with type navigation', () => {
  for (const slug of ['covid-19', 'blog']) {
    const item = navigationItems.find((n) => n.slug === slug);
    assert.ok(item, `missing ${slug}`);
    assert.equal(item.type, 'navigation');
    assert.equal(item.parent, 'main');
    assert.equal(item.isLink, false);
  }
});

test('navigation: every parent is main, footer, myadmin or another entry', () => {
  const slugs = new Set(navigationItems.filter((n) => !n.isLink).map((n) => n.slug));
  for (const n of navigationItems) {
    const ok = ['main', 'footer', 'myadmin'].includes(n.parent) || (slugs.has(n.parent) && n.parent !== n.slug);
    assert.ok(ok, `${n.slug}: unknown parent ${n.parent}`);
    if (n.parent === 'footer') assert.equal(n.type, 'footer', `${n.slug}: footer entry type`);
    if (n.parent === 'main' || n.parent === 'myadmin') assert.equal(n.type, 'navigation', `${n.slug}: type`);
  }
  // A dropdown with 3-5 subitems exists.
  const dropdown = navigationItems.filter((n) => n.parent === 'health-topics');
  assert.ok(dropdown.length >= 3 && dropdown.length <= 5, `${dropdown.length} health topics`);
});

test('navigation: positions are unique within each parent', () => {
  const byParent = new Map<string, number[]>();
  for (const n of navigationItems) byParent.set(n.parent, [...(byParent.get(n.parent) ?? []), n.position]);
  for (const [parent, positions] of byParent) {
    assert.equal(new Set(positions).size, positions.length, `duplicate positions under ${parent}`);
  }
});

test('navigation: external links are absolute https URLs without content', () => {
  const links = navigationItems.filter((n) => n.isLink);
  assert.ok(links.length >= 1, 'no external link');
  for (const n of links) {
    const url = new URL(n.slug);
    assert.equal(url.protocol, 'https:', n.slug);
    assert.equal(n.contentHtml, undefined, `${n.slug}: external link with content`);
  }
});

test('navigation: footer has at least 6 entries and account tabs exist', () => {
  const footer = navigationItems.filter((n) => n.type === 'footer');
  assert.ok(footer.length >= 6, `${footer.length} footer entries`);
  for (const n of footer) assert.ok(n.contentHtml, `${n.slug}: footer page without content`);
  const tabs = navigationItems.filter((n) => n.parent === 'myadmin');
  assert.ok(tabs.length >= 2, `${tabs.length} account tabs`);
  for (const n of tabs) assert.ok(n.contentHtml, `${n.slug}: account tab without content`);
});

test('navigation: content pages have title, meta description and safe HTML', () => {
  for (const n of navigationItems.filter((i) => i.contentHtml !== undefined)) {
    const html = n.contentHtml ?? '';
    assert.ok(n.pageTitle && n.pageTitle.length > 0, `${n.slug}: pageTitle`);
    assert.ok(n.metaDescription && n.metaDescription.length <= 160, `${n.slug}: metaDescription`);
    assert.ok(wordCount(html) >= 80, `${n.slug}: content too thin`);
    assert.deepEqual(htmlProblems(html, CONTENT_TAGS), [], n.slug);
    for (const slug of blogLinks(html)) assert.ok(articleSlugs.has(slug), `${n.slug}: link to missing article ${slug}`);
  }
});

test('navigation: required pages and facts are present', () => {
  const bySlug = new Map(navigationItems.map((n) => [n.slug, n]));
  for (const slug of ['all', 'health-topics', 'how-it-works', 'covid-19', 'blog', 'faq']) {
    assert.equal(bySlug.get(slug)?.parent, 'main', slug);
  }
  const faq = bySlug.get('faq')?.contentHtml ?? '';
  assert.ok((faq.match(/<h3>/g) ?? []).length >= 10, 'FAQ needs 10+ questions');
  for (const state of ['New Jersey', 'New York', 'Rhode Island', 'Arizona']) {
    assert.ok(faq.includes(state), `FAQ missing ${state}`);
    assert.ok(bySlug.get('terms-and-conditions')?.contentHtml?.includes(state), `terms missing ${state}`);
  }
  assert.ok(bySlug.get('covid-19')?.contentHtml?.includes('$10 physician oversight fee'));
  assert.ok(bySlug.get('how-it-works')?.contentHtml?.includes('3 to 5 business days'));
  assert.ok(bySlug.get('contact-us')?.contentHtml?.includes('1-888-522-7867'));
  assert.ok(bySlug.get('contact-us')?.contentHtml?.includes('support@labstore.com'));
});
