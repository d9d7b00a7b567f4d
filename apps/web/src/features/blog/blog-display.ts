import type { SiteFormats } from '../../lib/formats';

// Pure rules of the blog screens (spec/02 2.12, 5), tested alone.

/**
 * spec/02 2.12: the most popular section shows the first article of the
 * all-time list on its own, then those from the second to the second-last
 * (the last one is left out, as the spec says).
 */
export function mostPopularSections<T>(items: readonly T[]): { featured: T | undefined; others: T[] } {
  return { featured: items[0], others: items.slice(1, -1) };
}

/** spec/02 5: dates read month/day/year (in English), in the reader's own time zone; a date that cannot be read shows as sent. */
export function formatArticleDate(iso: string, format: Pick<SiteFormats, 'date'>): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.date(date);
}
