import { test } from 'vitest';
import assert from 'node:assert/strict';
import type { NavigationItem } from './content';
import { findContentEntry } from './content-entry';
import { navigationEntry } from './testing/navigation-entry';

const entry = (overrides: Partial<NavigationItem>): NavigationItem => navigationEntry({ content: '<p>x</p>', ...overrides });

const items = [
  entry({ name: 'How It Works', slug: 'how-it-works' }),
  entry({
    name: 'Resources',
    slug: 'resources',
    subitems: [entry({ name: 'FAQ', slug: 'faq', parent: 'resources' })],
  }),
  entry({ name: 'Privacy Policy', slug: 'privacy-policy', type: 'footer', parent: 'footer' }),
  entry({ name: 'Partner site', slug: 'https://partner.example.com', isLink: true }),
];

test('matches by slug', () => {
  assert.equal(findContentEntry(items, 'how-it-works')?.name, 'How It Works');
});

test('matches by name, with the URL encoding and case ignored', () => {
  assert.equal(findContentEntry(items, 'How%20It%20Works')?.slug, 'how-it-works');
  assert.equal(findContentEntry(items, 'privacy-POLICY')?.type, 'footer');
});

test('finds subitems and tolerates slashes around the path', () => {
  assert.equal(findContentEntry(items, '/faq/')?.slug, 'faq');
});

test('external links and unknown paths are not content pages', () => {
  assert.equal(findContentEntry(items, 'https://partner.example.com'), undefined);
  assert.equal(findContentEntry(items, 'nothing-here'), undefined);
  assert.equal(findContentEntry(items, ''), undefined);
});

test('a malformed escape is compared as written', () => {
  assert.equal(findContentEntry([entry({ slug: '100%' })], '100%')?.slug, '100%');
});
