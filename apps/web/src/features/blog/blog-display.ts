// Pure rules of the blog screens (spec/02 2.12, 5), tested alone.

/**
 * spec/02 2.12: the most popular section shows the first article of the
 * all-time list on its own, then those from the second to the second-last
 * (the last one is left out, as the spec says).
 */
export function mostPopularSections<T>(items: readonly T[]): { featured: T | undefined; others: T[] } {
  return { featured: items[0], others: items.slice(1, -1) };
}

/** spec/02 5: dates read month/day/year, in the reader's own time zone. */
export function formatArticleDate(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
}
