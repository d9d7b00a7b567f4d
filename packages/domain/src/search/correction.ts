import { editDistanceWithin, editsAtLeast, letterSet } from './edit-distance';
import { foldCase, hasDigit, wordSpans } from './text';
import { occursInVocabulary, type Vocabulary } from './vocabulary';

// issue 10: a term that matches nothing is corrected word by word against
// the catalogue's vocabulary (docs/decisions.md, search rules shared with
// the offline catalogue).

/** Shorter words stay as typed: too many short words are one edit apart ('ldl', 'hdl', 'ldh', 'tsh'). */
export const MIN_CORRECTED_WORD_LENGTH = 4;
/** From this length a word may be two edits from the catalogue's word, below it one. */
export const TWO_EDITS_FROM_LENGTH = 6;

/** How many edits a typed word of this length may be from its correction. */
export function allowedEdits(length: number): number {
  if (length < MIN_CORRECTED_WORD_LENGTH) return 0;
  return length < TWO_EDITS_FROM_LENGTH ? 1 : 2;
}

/**
 * A word is left alone when it could match as typed (it occurs in a
 * catalogue word, as 'chol' does) or holds a digit: codes and 'b12' are
 * never turned into another code.
 */
function isCorrectable(vocabulary: Vocabulary, word: string): boolean {
  return allowedEdits(word.length) > 0 && !hasDigit(word) && !occursInVocabulary(vocabulary, word);
}

interface Candidate {
  word: string;
  edits: number;
}

/**
 * The better of two candidates: fewer edits, then the same first letter
 * (people seldom mistype the first one), then the word more products use,
 * then the alphabet, so the choice never depends on the catalogue's order.
 */
function better(word: string, vocabulary: Vocabulary, a: Candidate, b: Candidate): Candidate {
  if (a.edits !== b.edits) return a.edits < b.edits ? a : b;
  const aFirst = a.word[0] === word[0];
  if (aFirst !== (b.word[0] === word[0])) return aFirst ? a : b;
  const aUsers = vocabulary.productsUsing.get(a.word) ?? 0;
  const bUsers = vocabulary.productsUsing.get(b.word) ?? 0;
  if (aUsers !== bUsers) return aUsers > bUsers ? a : b;
  return a.word < b.word ? a : b;
}

/** The catalogue word closest to `word` (case-folded) within its allowed edits, or `word` itself. */
export function correctWord(vocabulary: Vocabulary, word: string): string {
  if (!isCorrectable(vocabulary, word)) return word;
  const max = allowedEdits(word.length);
  const letters = letterSet(word);
  let best: Candidate | undefined;
  for (let length = word.length - max; length <= word.length + max; length += 1) {
    const sameLength = vocabulary.byLength.get(length);
    if (!sameLength) continue;
    sameLength.words.forEach((known, at) => {
      // Only as far as the best so far: a farther word could not win.
      const bound = best ? Math.min(max, best.edits) : max;
      if (editsAtLeast(letters, sameLength.letterSets[at]!) > bound) return;
      const edits = editDistanceWithin(word, known, bound);
      if (edits > bound) return;
      const candidate = { word: known, edits };
      best = best ? better(word, vocabulary, best, candidate) : candidate;
    });
  }
  return best?.word ?? word;
}

/**
 * The term with each word corrected, the separators and the words that
 * needed no correction kept as typed; a corrected word is the catalogue's
 * (case-folded) word. 'Lipid panal' becomes 'Lipid panel'.
 */
export function correctTerm(vocabulary: Vocabulary, term: string): string {
  let corrected = '';
  let typedUpTo = 0;
  for (const span of wordSpans(term)) {
    const folded = foldCase(span.word);
    const replacement = correctWord(vocabulary, folded);
    if (replacement === folded) continue;
    corrected += term.slice(typedUpTo, span.start) + replacement;
    typedUpTo = span.end;
  }
  return corrected + term.slice(typedUpTo);
}
