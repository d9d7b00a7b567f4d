import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * zodResolver for a form whose controls hold raw values ('' for "not chosen",
 * numbers from selects) that a domain schema itself judges (spec/01 5): the
 * form's value type is the controls', the submit handler gets the schema's
 * parsed output. zod checks the values at run time; only the static input
 * type differs.
 */
export function domainResolver<TValues extends FieldValues, TOutput>(schema: z.ZodType<TOutput, FieldValues>): Resolver<TValues, unknown, TOutput> {
  return zodResolver(schema) as unknown as Resolver<TValues, unknown, TOutput>;
}
