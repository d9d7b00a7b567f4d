import { z } from 'zod';

// DESIGN.md API: every refusal answers this one shape. modelState maps a field
// path to its messages, worded as the spec words them.
export const apiErrorBodySchema = z.object({
  message: z.string(),
  modelState: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

// /Token answers OAuth-style (RFC 6749 5.2), as spec/01 7 expects.
export const tokenErrorBodySchema = z.object({
  error: z.string(),
  error_description: z.string(),
});
export type TokenErrorBody = z.infer<typeof tokenErrorBodySchema>;

/** Every list answers { items, count } (DESIGN.md API). */
export interface ListResponse<T> {
  items: T[];
  count: number;
}
