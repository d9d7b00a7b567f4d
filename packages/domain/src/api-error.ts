import * as z from 'zod/mini';

/**
 * DESIGN.md API: every refusal answers this one shape. modelState maps a field
 * path to its messages, worded as the spec words them.
 */
export interface ApiErrorBody {
  message: string;
  modelState?: Record<string, string[]>;
}

/** /Token answers OAuth-style (RFC 6749 5.2), as spec/01 7 expects. */
export interface TokenErrorBody {
  error: string;
  error_description: string;
}

/** Every list answers { items, count } (DESIGN.md API). */
export interface ListResponse<T> {
  items: T[];
  count: number;
}

/** The { items, count } schema for a list of `item`, in zod/mini so the storefront can load it cheaply. */
export function listResponseSchema<T>(item: z.ZodMiniType<T>): z.ZodMiniType<ListResponse<T>> {
  return z.object({ items: z.array(item), count: z.int() });
}
