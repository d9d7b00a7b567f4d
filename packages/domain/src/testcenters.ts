import * as z from 'zod/mini';
import { z as zod } from 'zod';
import { listResponseSchema, type ListResponse } from './api-error';
import { testCenterZipSchema } from './validation/test-center-zip';

// spec/02 2.6, 2.11, 3, 7: the test center finder's wire shapes, one schema
// each, used by apps/api's routes and apps/web's fetcher alike
// (docs/decisions.md "Test centers (issue 10)").

/** How many centers an answer names unless the caller asks for fewer or more. */
export const TEST_CENTERS_DEFAULT_TOP = 20;
/** The most one answer names: a map of zoom 9 shows about 100 miles, and beyond 50 centers a list stops helping. */
export const TEST_CENTERS_MAX_TOP = 50;

/**
 * spec/02 3 Test center. `longtitude` is spelt as the spec spells it (clients
 * read that name); `distance` is great-circle miles from the searched zip's
 * centroid, to one decimal; `workingHours` is ready to show, one line per
 * group of days (lines separated by '\n').
 */
export const testCenterSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  distance: z.number(),
  phone: z.string(),
  workingHours: z.string(),
  latitude: z.number(),
  longtitude: z.number(),
});
export type TestCenter = z.infer<typeof testCenterSchema>;

/** GET /api/labsite/pwnhealth/{zip} and /api/labsite/list: nearest first; an unknown zip gives no items. */
export const testCenterListResponseSchema = listResponseSchema(testCenterSchema);
export type TestCenterListResponse = ListResponse<TestCenter>;

/** GET /api/labsite/pwnhealth/{zip}: the zip rule of spec/02 5 and its message. */
export const testCenterZipParamsSchema = zod.object({ zip: testCenterZipSchema });

export const TEST_CENTERS_TOP_MESSAGE = `Top must be a whole number from 1 to ${TEST_CENTERS_MAX_TOP}.`;

/** GET /api/labsite/list?zip=&$top=: the same search with the number of centers chosen by the caller. */
export const testCenterListQuerySchema = zod.object({
  zip: testCenterZipSchema,
  $top: zod.coerce
    .number({ message: TEST_CENTERS_TOP_MESSAGE })
    .int(TEST_CENTERS_TOP_MESSAGE)
    .min(1, TEST_CENTERS_TOP_MESSAGE)
    .max(TEST_CENTERS_MAX_TOP, TEST_CENTERS_TOP_MESSAGE)
    .default(TEST_CENTERS_DEFAULT_TOP),
});
export type TestCenterListQuery = zod.output<typeof testCenterListQuerySchema>;

interface ZipAddress {
  zip: string;
}

/** The addresses of a profile that may give the search its zip. */
export interface ProfileAddresses {
  homeAddress: ZipAddress | null;
  billingAddress: ZipAddress | null;
  govAddress: ZipAddress | null;
}

/**
 * spec/02 2.11: a signed-in customer's zip is prefilled from the profile,
 * the home address first, then billing, then government; an address whose
 * zip does not pass the search's rule is skipped.
 */
export function profileZipForTestCenters(profile: ProfileAddresses): string | undefined {
  for (const address of [profile.homeAddress, profile.billingAddress, profile.govAddress]) {
    const parsed = address ? testCenterZipSchema.safeParse(address.zip) : undefined;
    if (parsed?.success) return parsed.data;
  }
  return undefined;
}
