import { letterSet } from './edit-distance';
import { wordsOf } from './text';

/** What the catalogue's vocabulary is built from: what a shopper reads (names) and the tags they search by. */
export interface VocabularySource {
  name: string;
  tags: readonly string[];
}

/** The words of one length, each with its letter set at the same position. */
export interface WordsOfLength {
  readonly words: readonly string[];
  readonly letterSets: Uint32Array;
}

/**
 * The case-folded words of the listed products' names and tags, the only
 * words a term is corrected to (issue 10): a correction is always a word the
 * catalogue uses.
 */
export interface Vocabulary {
  /** Each word and the number of products that use it, which breaks ties between equally close words. */
  readonly productsUsing: ReadonlyMap<string, number>;
  /** The words by length: a word of 8 letters is two edits from words of 6 to 10 only. */
  readonly byLength: ReadonlyMap<number, WordsOfLength>;
  /** Every word, separated by a character no word holds, to ask whether a typed word occurs inside one. */
  readonly joined: string;
}

// No word holds it: words are letters and digits only.
const SEPARATOR = '\n';

function groupByLength(words: Iterable<string>): Map<number, WordsOfLength> {
  const lists = new Map<number, string[]>();
  for (const word of words) {
    const sameLength = lists.get(word.length);
    if (sameLength) sameLength.push(word);
    else lists.set(word.length, [word]);
  }
  return new Map([...lists].map(([length, list]) => [length, { words: list, letterSets: Uint32Array.from(list, letterSet) }]));
}

export function buildVocabulary(products: Iterable<VocabularySource>): Vocabulary {
  const productsUsing = new Map<string, number>();
  for (const product of products) {
    const words = new Set([...wordsOf(product.name), ...product.tags.flatMap(wordsOf)]);
    for (const word of words) productsUsing.set(word, (productsUsing.get(word) ?? 0) + 1);
  }
  return { productsUsing, byLength: groupByLength(productsUsing.keys()), joined: [...productsUsing.keys()].join(SEPARATOR) };
}

/** Whether `word` (case-folded) occurs in a catalogue word, whole or as a part of one ('chol' in 'cholesterol'). */
export function occursInVocabulary(vocabulary: Vocabulary, word: string): boolean {
  return vocabulary.joined.includes(word);
}
