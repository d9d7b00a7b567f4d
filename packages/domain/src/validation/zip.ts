import { z } from 'zod';
import { ZIP_DIGITS } from '../constants';

/** spec/01 5: registration's message, for a missing zip and a malformed one alike. */
export const ZIP_MESSAGE = '5 digit zip code required.';

const ZIP_PATTERN = new RegExp(`^\\d{${ZIP_DIGITS}}$`);

export function isZip(value: string): boolean {
  return ZIP_PATTERN.test(value);
}

/** A required zip of exactly 5 digits; the profile words the missing case differently. */
export function zipField(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(ZIP_DIGITS, ZIP_MESSAGE)
    // A too-long zip already has this message from max.
    .refine((zip) => zip === '' || zip.length > ZIP_DIGITS || isZip(zip), ZIP_MESSAGE);
}

export const zipSchema = zipField(ZIP_MESSAGE);

/** GET /api/state/zip/{zip} (spec/02 7). */
export const zipParamsSchema = z.object({ zip: zipSchema });
