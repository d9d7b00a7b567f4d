import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { profileEn } from './locales/en';

// The forms are judged by the domain schemas (spec/01 5), whose messages are
// the spec's English words. In Spanish each known message is looked up by
// its English text; one the dictionary does not know is shown as it is.

export type ValidationKey = keyof typeof profileEn.validation;

const KEY_BY_TEXT = new Map<string, ValidationKey>(
  Object.entries(profileEn.validation).map(([key, text]) => [text, key as ValidationKey]),
);

export function validationKey(message: string): ValidationKey | undefined {
  return KEY_BY_TEXT.get(message);
}

/**
 * zodResolver for a form whose controls hold raw values ('' for "not chosen",
 * numbers from selects) that the domain schema itself judges: the form's value
 * type is the controls', the submit handler gets the schema's parsed output.
 * zod checks the values at run time; only the static input type differs.
 */
export function domainResolver<TValues extends FieldValues, TOutput>(schema: z.ZodType<TOutput, FieldValues>): Resolver<TValues, unknown, TOutput> {
  return zodResolver(schema) as unknown as Resolver<TValues, unknown, TOutput>;
}
