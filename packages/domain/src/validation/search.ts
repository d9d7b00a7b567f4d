import { z } from 'zod';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '../constants';
import { productPageSchema } from './product-list';

// spec/01 5, spec/02 5: a shorter term only sets an error flag in the spec's
// screens and is never sent; the wording of the API's refusal is ours.
export const SEARCH_TOO_SHORT_MESSAGE = `Please enter at least ${SEARCH_MIN_LENGTH} characters.`;

export const SEARCH_TOO_LONG_MESSAGE = `Please enter at most ${SEARCH_MAX_LENGTH} characters.`;

export function isSearchable(text: string): boolean {
  return text.trim().length >= SEARCH_MIN_LENGTH;
}

export const searchTextSchema = z
  .string({ error: SEARCH_TOO_SHORT_MESSAGE })
  .trim()
  .min(SEARCH_MIN_LENGTH, SEARCH_TOO_SHORT_MESSAGE)
  .max(SEARCH_MAX_LENGTH, SEARCH_TOO_LONG_MESSAGE);

/** spec/02 7: POST /api/product/search and /api/catalog/search carry { search, $skip?, $top? } (docs/api-catalogue.md). */
export const productSearchSchema = productPageSchema.extend({ search: searchTextSchema });
export type ProductSearch = z.output<typeof productSearchSchema>;
