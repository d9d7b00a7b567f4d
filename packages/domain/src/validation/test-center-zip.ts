import { z } from 'zod';
import { ZIP_DIGITS } from '../constants';

/** spec/02 5: the test center search's message. */
export const TEST_CENTER_ZIP_MESSAGE = 'Zip must be 5 digits.';

/** spec/02 5: pasted text is stripped to its digits, which must then be exactly 5. */
export const testCenterZipSchema = z
  .string({ error: TEST_CENTER_ZIP_MESSAGE })
  .overwrite((zip) => zip.replace(/\D/g, ''))
  .length(ZIP_DIGITS, TEST_CENTER_ZIP_MESSAGE);

export const testCenterSearchSchema = z.object({ zip: testCenterZipSchema });
export type TestCenterSearch = z.output<typeof testCenterSearchSchema>;
