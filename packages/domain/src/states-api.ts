import * as z from 'zod/mini';
import { listResponseSchema, type ListResponse } from './api-error';
import { STATE_CODES } from './states';

// The states API's answers (spec/01 7, spec/02 7), shared by apps/api and apps/web.

/** A US state, DC or PR, with its name. */
export const stateItemSchema = z.object({ code: z.enum(STATE_CODES), name: z.string() });
export type StateItem = z.infer<typeof stateItemSchema>;

/** GET /api/state/list. */
export const stateListResponseSchema = listResponseSchema(stateItemSchema);
export type StateListResponse = ListResponse<StateItem>;

/** GET /api/state/zip/{zip}: the state a zip belongs to, null when it maps to none. */
export const zipStateResponseSchema = z.object({ zip: z.string(), state: z.nullable(z.enum(STATE_CODES)) });
export type ZipStateResponse = z.infer<typeof zipStateResponseSchema>;
