import { z } from 'zod';
import { PHONE_INPUT_MAX_LENGTH, ZIP_DIGITS } from '../constants';

/** spec/02 5: the test center search's message. */
export const TEST_CENTER_ZIP_MESSAGE = 'Zip must be 5 digits.';

const digitsOf = (text: string): string => text.replace(/\D/g, '');

/** spec/02 5: pasted text is stripped to its digits, which must then be exactly 5. */
export const testCenterZipSchema = z
  .string({ error: TEST_CENTER_ZIP_MESSAGE })
  // Pasted text, bounded like a typed phone: room for separators, no more.
  .max(PHONE_INPUT_MAX_LENGTH, TEST_CENTER_ZIP_MESSAGE)
  .refine((zip) => zip.length > PHONE_INPUT_MAX_LENGTH || digitsOf(zip).length === ZIP_DIGITS, TEST_CENTER_ZIP_MESSAGE)
  .overwrite(digitsOf);

export const testCenterSearchSchema = z.object({ zip: testCenterZipSchema });
export type TestCenterSearch = z.output<typeof testCenterSearchSchema>;
