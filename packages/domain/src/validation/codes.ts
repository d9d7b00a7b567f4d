import { z } from 'zod';
import { LAB_CODES, labCodeMask } from '../catalogue';
import { LANGUAGE, SUFFIXES } from '../profile';
import { STATE_CODES } from '../states';

// zod schemas of the code lists, kept apart from the lists themselves so a
// screen that only needs a constant never loads zod (the storefront's first
// load stays small; decisions.md).

// catalogue
export const productTypeSchema = z.literal([1, 2, 8, 16]);
/** spec/03 Test form: LAB is required, so at least one known lab flag. */
export const labCodeMaskSchema = z
  .number()
  .int()
  .min(1)
  .max(labCodeMask(LAB_CODES));
export const partnerOrderStatusSchema = z.literal([0, 1, 2, 3, 4]);


// order-status
export const orderStatusSchema = z.literal([1, 2, 4, 8, 16, 32, 64, 128, 256]);


// payments
export const cardTypeSchema = z.literal([1, 2, 3, 4, 5, 6, 255]);
export const paymentStatusSchema = z.literal([1, 2, 5]);


// profile
export const languageSchema = z.literal([LANGUAGE.English, LANGUAGE.Spanish]);
export const suffixSchema = z.enum(SUFFIXES);


// states
export const stateCodeSchema = z.enum(STATE_CODES);
