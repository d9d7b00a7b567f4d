import { z } from 'zod';

/** A required free-text field (address, city): blank after trimming counts as missing. */
export function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, message);
}
