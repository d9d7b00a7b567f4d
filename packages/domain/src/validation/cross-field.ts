import type { z } from 'zod';

/**
 * The `when` of a cross-field refinement: run it as soon as the fields it
 * reads have parsed, whatever the other fields hold. zod's default skips an
 * object's refinements while any field has an aborting issue, which would hide
 * "passwords do not match" until every other field of the form is valid.
 */
export function whenFieldsParsed(...fields: string[]): (payload: z.core.ParsePayload) => boolean {
  return (payload) =>
    !payload.issues.some((issue) => {
      // An issue without a path is about the whole object (not an object at all).
      const field = issue.path?.[0];
      return field === undefined || fields.includes(String(field));
    });
}
