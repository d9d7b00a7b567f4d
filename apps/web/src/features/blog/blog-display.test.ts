import assert from 'node:assert/strict';
import { test } from 'vitest';
import { formatArticleDate, mostPopularSections } from './blog-display';
import { siteFormats } from '../../lib/formats';
import { blogEn } from './locales/en';

test('most popular: the first on its own, then the second to the second-last', () => {
  assert.deepEqual(mostPopularSections(['a', 'b', 'c', 'd', 'e']), { featured: 'a', others: ['b', 'c', 'd'] });
  assert.deepEqual(mostPopularSections(['a', 'b', 'c']), { featured: 'a', others: ['b'] });
  assert.deepEqual(mostPopularSections(['a', 'b']), { featured: 'a', others: [] });
  assert.deepEqual(mostPopularSections(['a']), { featured: 'a', others: [] });
  assert.deepEqual(mostPopularSections([]), { featured: undefined, others: [] });
});

test('dates read month/day/year with two-digit month and day', () => {
  // Noon UTC is the same calendar day in every zone from UTC-11 to UTC+11.
  assert.equal(formatArticleDate('2026-03-07T12:00:00.000Z', siteFormats('en')), '03/07/2026');
  assert.equal(formatArticleDate('2025-11-18T12:00:00.000Z', siteFormats('en')), '11/18/2025');
  assert.equal(formatArticleDate('2025-11-18T12:00:00.000Z', siteFormats('es')), '18 nov 2025');
  assert.equal(formatArticleDate('yesterday', siteFormats('en')), 'yesterday');
});

test('the spec words of spec/02 2.12, 4.8 and 8 are kept in English', () => {
  assert.equal(blogEn.subscribe.heading, 'Never miss another article');
  assert.equal(blogEn.subscribe.thanks, 'Thanks for subscribing to the blog!');
  assert.equal(blogEn.subscribe.invalid, 'Please enter a valid email.');
  assert.equal(blogEn.home.chronological, 'Chronological posts');
  assert.equal(blogEn.home.allArticles, 'All articles');
  assert.equal(blogEn.article.lastUpdated, 'Last Updated');
});
