import type { SiteLanguage } from './i18n/site-language';

// Issue 16 defect 3: names sort as people read them, in the visitor's
// language: case and accents do not split the alphabet ('ABO', 'Advanced',
// 'hCG', 'Zinc'), numbers by value ('B6' before 'B12'), and Spanish puts 'ñ'
// after 'n'. The API and the offline storefront sort with this one rule
// (docs/decisions.md, name order): the embedded database has no Spanish
// collation, so the order is not left to SQL.

const collators = new Map<SiteLanguage, Intl.Collator>();

function collatorFor(language: SiteLanguage): Intl.Collator {
  let collator = collators.get(language);
  if (!collator) {
    collator = new Intl.Collator(language, { numeric: true });
    collators.set(language, collator);
  }
  return collator;
}

function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Compares two names as a reader of `language` orders them; names the collator calls equal fall back to code units, so the order is total. */
export function compareNames(language: SiteLanguage): (a: string, b: string) => number {
  const collator = collatorFor(language);
  return (a, b) => collator.compare(a, b) || byCodeUnits(a, b);
}

/** Entries by name as a reader of `language` orders them, then by id, so a page of them never overlaps the next. */
export function byNameThenId<T extends { id: string; name: string }>(language: SiteLanguage): (a: T, b: T) => number {
  const byName = compareNames(language);
  return (a, b) => byName(a.name, b.name) || byCodeUnits(a.id, b.id);
}
