import { SEARCH_MIN_LENGTH } from '../constants';
import { correctTerm } from './correction';
import { foldCase, isWordCharacter, normaliseTerm } from './text';
import { buildVocabulary, type Vocabulary } from './vocabulary';

// spec/02 5 and issue 10: the one definition of catalogue search, run by the
// API over the listed products it keeps in memory and by the storefront over
// the catalogue it keeps offline (docs/decisions.md, search rules shared with
// the offline catalogue).

/** What search reads of a listed product (active and not hidden: the caller passes only those, spec/02 2.3). */
export interface SearchableProduct {
  id: string;
  name: string;
  /** '' when a test has none; panels list several ('80061, 83695'). */
  cpt: string;
  questCode: string | null;
  tags: readonly string[];
  /** spec/03: 0 to 5, higher first. */
  searchPriority: number;
}

interface IndexedProduct<T extends SearchableProduct> {
  product: T;
  /** Case-folded once, not on every search. */
  name: string;
  cpt: string;
}

/** The products and their vocabulary, built once per catalogue and searched many times. */
export interface CatalogueSearchIndex<T extends SearchableProduct> {
  readonly products: readonly IndexedProduct<T>[];
  readonly vocabulary: Vocabulary;
}

export function buildCatalogueSearchIndex<T extends SearchableProduct>(products: readonly T[]): CatalogueSearchIndex<T> {
  return {
    products: products.map((product) => ({ product, name: foldCase(product.name), cpt: foldCase(product.cpt) })),
    vocabulary: buildVocabulary(products),
  };
}

/**
 * spec/02 5: the name or the CPT contains the term in any case; the quest
 * code or one of the tags equals it in exact case. `folded` is the term
 * case-folded.
 */
function matches(entry: IndexedProduct<SearchableProduct>, term: string, folded: string): boolean {
  return entry.name.includes(folded) || entry.cpt.includes(folded) || entry.product.questCode === term || entry.product.tags.includes(term);
}

// Where the term stands in a name, best first.
const AT_START = 0;
const AT_WORD_START = 1;
const INSIDE_WORD = 2;
const NOT_IN_NAME = 3;

function placeInName(name: string, folded: string): number {
  let at = name.indexOf(folded);
  if (at === -1) return NOT_IN_NAME;
  if (at === 0) return AT_START;
  for (; at !== -1; at = name.indexOf(folded, at + 1)) if (!isWordCharacter(name[at - 1])) return AT_WORD_START;
  return INSIDE_WORD;
}

interface Ranked<T extends SearchableProduct> {
  entry: IndexedProduct<T>;
  exact: boolean;
  place: number;
}

function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Search priority first (spec/02 2.3), then the name that is the term, that
 * starts with it, that has a word starting with it, the shorter name (the
 * closer to the term), then name and id so pages never overlap.
 */
function byRank<T extends SearchableProduct>(a: Ranked<T>, b: Ranked<T>): number {
  return (
    b.entry.product.searchPriority - a.entry.product.searchPriority ||
    Number(b.exact) - Number(a.exact) ||
    a.place - b.place ||
    a.entry.name.length - b.entry.name.length ||
    byCodeUnits(a.entry.name, b.entry.name) ||
    byCodeUnits(a.entry.product.id, b.entry.product.id)
  );
}

/** The products matching `term` (normalised), ranked. */
export function plainMatches<T extends SearchableProduct>(index: CatalogueSearchIndex<T>, term: string): T[] {
  const folded = foldCase(term);
  const ranked: Ranked<T>[] = [];
  for (const entry of index.products) {
    if (matches(entry, term, folded)) ranked.push({ entry, exact: entry.name === folded, place: placeInName(entry.name, folded) });
  }
  return ranked.sort(byRank).map((match) => match.entry.product);
}

export interface CatalogueSearchResult<T> {
  /** Every match, ranked. */
  matches: T[];
  /** The corrected term when the term as typed matched nothing and the correction did (issue 10), else null. */
  didYouMean: string | null;
}

/**
 * spec/02 5 matching; when the term matches nothing, the term corrected word
 * by word against the catalogue's vocabulary ('cholesteral' is searched as
 * 'cholesterol') and the correction offered as "did you mean". A term
 * shorter than the minimum (spec/02 9) finds nothing.
 */
export function searchCatalogue<T extends SearchableProduct>(index: CatalogueSearchIndex<T>, rawTerm: string): CatalogueSearchResult<T> {
  const term = normaliseTerm(rawTerm);
  if (term.length < SEARCH_MIN_LENGTH) return { matches: [], didYouMean: null };
  const found = plainMatches(index, term);
  if (found.length > 0) return { matches: found, didYouMean: null };
  const corrected = correctTerm(index.vocabulary, term);
  if (corrected === term) return { matches: [], didYouMean: null };
  const foundCorrected = plainMatches(index, corrected);
  // A correction that finds nothing is not worth offering.
  return foundCorrected.length > 0 ? { matches: foundCorrected, didYouMean: corrected } : { matches: [], didYouMean: null };
}

/** One page of a search, as the search calls answer it: the page's rows and the number of all matches. */
export function searchResultPage<T>(result: CatalogueSearchResult<T>, skip: number, top: number): { items: T[]; count: number; didYouMean: string | null } {
  return { items: result.matches.slice(skip, skip + top), count: result.matches.length, didYouMean: result.didYouMean };
}
