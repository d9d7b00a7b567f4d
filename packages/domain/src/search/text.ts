// The text rules of catalogue search, shared by the API and the offline
// storefront (docs/decisions.md, search rules shared with the offline
// catalogue). Pure and locale-free, so a phone folds text as the server does.

// Combining marks left once letters are decomposed (the accent of 'á', the tilde of 'ñ').
const COMBINING_MARK = /\p{M}/gu;

/**
 * spec/02 5: name and CPT match in any case; issue 16: and with or without
 * accents, as Spanish is often typed ('acido folico' finds 'Ácido fólico').
 * `toLowerCase` is locale-free (unlike `toLocaleLowerCase`), so the answer
 * does not depend on the device's language.
 */
export function foldCase(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARK, '').toLowerCase();
}

/** A term as it is matched: trimmed, each run of white space one space. */
export function normaliseTerm(term: string): string {
  return term.trim().replace(/\s+/g, ' ');
}

// Letters and digits of any script make a word; anything else separates
// words ('hs-CRP' is 'hs' and 'CRP', 'a1c' one word).
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const WORD_CHARACTER = /[\p{L}\p{N}]/u;
const DIGIT = /\p{N}/u;

export interface WordSpan {
  word: string;
  start: number;
  end: number;
}

/** The words of `text` where they stand, so a corrected term keeps the separators as typed. */
export function wordSpans(text: string): WordSpan[] {
  return Array.from(text.matchAll(WORD), (match) => ({ word: match[0], start: match.index, end: match.index + match[0].length }));
}

/** The case-folded words of `text`. */
export function wordsOf(text: string): string[] {
  return foldCase(text).match(WORD) ?? [];
}

export function isWordCharacter(character: string | undefined): boolean {
  return character !== undefined && WORD_CHARACTER.test(character);
}

export function hasDigit(word: string): boolean {
  return DIGIT.test(word);
}
