import assert from 'node:assert/strict';
import { test } from 'vitest';
import { sanitizeRichText } from './rich-text';

test('keeps the structure stored pages use: headings, lists, emphasis, quotes and tables', () => {
  const html =
    '<h2>Before the test</h2><p>Fast for <strong>8 to 12 hours</strong>, <em>water is fine</em>.</p>' +
    '<ol><li>One</li></ol><ul><li>Two</li></ul><blockquote>Quoted</blockquote>' +
    '<table><thead><tr><th scope="col">Marker</th></tr></thead><tbody><tr><td colspan="2">LDL</td></tr></tbody></table>';
  assert.equal(sanitizeRichText(html), html);
});

test('keeps relative, http(s), mailto and tel links, and images from http(s) or this site', () => {
  const html =
    '<p><a href="/tests/lipid-panel">Lipid panel</a> <a href="https://www.cdc.gov/" title="CDC">CDC</a> ' +
    '<a href="mailto:help@labstore.local">mail</a> <a href="tel:+18005550100">call</a></p>' +
    '<img src="/api/image/1" alt="Cover" width="1200" height="500" /><img src="https://example.org/a.png" alt="" />';
  assert.equal(sanitizeRichText(html), html);
});

test('drops scripts, styles, frames, objects and forms with what they hold', () => {
  assert.equal(
    sanitizeRichText(
      '<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="https://evil.example"></iframe>' +
        '<object data="x.swf"></object><embed src="x.swf" /><form action="/x"><input name="q" /></form><p>b</p>',
    ),
    '<p>a</p><p>b</p>',
  );
});

test('drops event handlers, style and unknown attributes but keeps the element', () => {
  assert.equal(
    sanitizeRichText('<p onclick="steal()" style="position:fixed" class="x" id="y">text</p><img src="/i.png" onerror="steal()" alt="i" />'),
    '<p>text</p><img src="/i.png" alt="i" />',
  );
});

test('drops javascript:, data: and vbscript: URLs, however they are spelled', () => {
  for (const url of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'java&#x09;script:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)']) {
    assert.equal(sanitizeRichText(`<a href="${url}">x</a>`), '<a>x</a>', url);
  }
  assert.equal(sanitizeRichText('<img src="data:image/svg+xml,<svg onload=alert(1)>" alt="" />'), '<img alt="" />');
  assert.equal(sanitizeRichText('<a href="//evil.example/">x</a>'), '<a>x</a>');
});

test('a link that opens a new tab cannot reach back into the store (rel noopener noreferrer)', () => {
  assert.equal(
    sanitizeRichText('<a href="https://example.org" target="_blank" rel="opener">x</a>'),
    '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
  );
});

test('text that looks like markup stays text', () => {
  assert.equal(sanitizeRichText('<p>1 &lt; 2 &amp; "3"</p>'), '<p>1 &lt; 2 &amp; "3"</p>');
  assert.equal(sanitizeRichText('<p>x</p><svg><script>alert(1)</script></svg>'), '<p>x</p>');
});

// spec/03 2 Blog Articles: a span's font size (8 to 72) and an image's padding
// (0 to 200) are kept as data attributes; no style attribute is ever stored.
test('a span\'s font size of 8 to 72 whole pixels becomes data-font-size; an image\'s padding of 0 to 200 becomes data-padding', () => {
  assert.equal(sanitizeRichText('<p><span style="font-size: 24px">big</span></p>'), '<p><span data-font-size="24">big</span></p>');
  assert.equal(sanitizeRichText('<p><span style="font-size:8px;">a</span><span style="FONT-SIZE: 72PX">b</span></p>'), '<p><span data-font-size="8">a</span><span data-font-size="72">b</span></p>');
  assert.equal(sanitizeRichText('<img src="/api/image/1" alt="" style="padding: 12px" />'), '<img src="/api/image/1" alt="" data-padding="12" />');
  assert.equal(sanitizeRichText('<img src="/i.png" style="padding: 0px" /><img src="/i.png" style="padding: 200px" />'), '<img src="/i.png" data-padding="0" /><img src="/i.png" data-padding="200" />');
});

test('data-font-size and data-padding given directly are kept only when they follow the same rules', () => {
  assert.equal(sanitizeRichText('<span data-font-size="24">a</span><img src="/i.png" data-padding="16" />'), '<span data-font-size="24">a</span><img src="/i.png" data-padding="16" />');
  assert.equal(sanitizeRichText('<span data-font-size="024">a</span>'), '<span data-font-size="24">a</span>');
  for (const value of ['7', '73', '-8', '24px', '24.5', '1e1', ' 24', '', 'x', '24;color:red']) {
    assert.equal(sanitizeRichText(`<span data-font-size="${value}">a</span>`), '<span>a</span>', value);
  }
  for (const value of ['-1', '201', '8px', '8.5', 'calc(1px)']) {
    assert.equal(sanitizeRichText(`<img src="/i.png" data-padding="${value}" />`), '<img src="/i.png" />', value);
  }
  // Only where they belong: no font size on a paragraph, no padding on a span.
  assert.equal(sanitizeRichText('<p data-font-size="24" style="font-size: 24px">a<span data-padding="8">b</span></p>'), '<p>a<span>b</span></p>');
});

test('font sizes out of range, in other units or not whole are dropped', () => {
  for (const style of ['font-size: 7px', 'font-size: 73px', 'font-size: -12px', 'font-size: 0px', 'font-size: 24pt', 'font-size: 2em', 'font-size: 1.5rem', 'font-size: 150%', 'font-size: 24', 'font-size: 24.5px', 'font-size: large', 'font-size: 24 px']) {
    assert.equal(sanitizeRichText(`<span style="${style}">a</span>`), '<span>a</span>', style);
  }
  for (const style of ['padding: -1px', 'padding: 201px', 'padding: 1em', 'padding: 4px 8px', 'padding: 2.5px', 'padding-left: 8px']) {
    assert.equal(sanitizeRichText(`<img src="/i.png" style="${style}" />`), '<img src="/i.png" />', style);
  }
});

test('a style with anything more than plain declarations is dropped whole: no url(), expression(), !important or escapes', () => {
  for (const style of [
    'font-size: 12px; background:url(javascript:alert(1))',
    'font-size: 12px; background:url(&quot;javascript:alert(1)&quot;)',
    'font-size: expression(alert(1))',
    'font-size: 24px; width: expression(alert(1))',
    'font-size: 72px !important',
    'font-size: 2\\34px',
    'font-size: 24px /* x */',
    'font-size: 24px; behavior: url(x.htc)',
    'font-size: 24px; @import "x"',
  ]) {
    const html = sanitizeRichText(`<span style="${style}">a</span>`);
    assert.equal(html, '<span>a</span>', style);
  }
  assert.equal(sanitizeRichText('<img src="/i.png" style="padding: 8px; background-image: url(javascript:alert(1))" />'), '<img src="/i.png" />');
});

test('other style properties are dropped, the allowed one kept; no style attribute survives anywhere', () => {
  assert.equal(sanitizeRichText('<span style="color: #f00; font-size: 20px; position: fixed">a</span>'), '<span data-font-size="20">a</span>');
  assert.equal(sanitizeRichText('<img src="/i.png" style="padding: 10px; border: 1px solid red" />'), '<img src="/i.png" data-padding="10" />');
  assert.equal(sanitizeRichText('<span style="color: red">a</span><img src="/i.png" style="width: 100px" />'), '<span>a</span><img src="/i.png" />');
  // The last declaration decides, as in CSS.
  assert.equal(sanitizeRichText('<span style="font-size: 12px; font-size: 30px">a</span>'), '<span data-font-size="30">a</span>');
  // The style read wins over a data attribute also given.
  assert.equal(sanitizeRichText('<span style="font-size: 12px" data-font-size="30">a</span>'), '<span data-font-size="12">a</span>');
  // What the editor sends (tiptap's spans and images) comes back clean.
  assert.equal(
    sanitizeRichText('<p>a <span style="font-size: 36px;">b</span></p><img src="/api/image/7" alt="x" style="padding: 16px;">'),
    '<p>a <span data-font-size="36">b</span></p><img src="/api/image/7" alt="x" data-padding="16" />',
  );
});
