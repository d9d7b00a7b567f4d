import { z } from 'zod';
import { TEXT_INPUT_MAX_LENGTH } from '../constants';

/**
 * A required free-text field (address, city): blank after trimming counts as
 * missing, and at most TEXT_INPUT_MAX_LENGTH characters once trimmed.
 */
export function requiredText(requiredMessage: string, tooLongMessage: string) {
  return z.string({ error: requiredMessage }).trim().min(1, requiredMessage).max(TEXT_INPUT_MAX_LENGTH, tooLongMessage);
}
