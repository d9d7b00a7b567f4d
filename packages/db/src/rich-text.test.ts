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
