import { SEARCH_MIN_LENGTH } from '@labstore/domain';

// spec/01 5 Search (shell): text shorter than the minimum sets an error flag
// and nothing is sent; otherwise the app goes to search with the text.
export type SearchDecision = { kind: 'go'; text: string } | { kind: 'too-short' } | { kind: 'idle' };

/**
 * What a search attempt does. A pause after typing (not a deliberate submit)
 * with an empty box does nothing: clearing the box is not an error.
 */
export function decideSearch(raw: string, trigger: 'submit' | 'pause'): SearchDecision {
  const text = raw.trim();
  if (text === '' && trigger === 'pause') return { kind: 'idle' };
  return text.length < SEARCH_MIN_LENGTH ? { kind: 'too-short' } : { kind: 'go', text };
}
