const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Ids arrive from links, paths and bodies; anything else never reaches a uuid
 * column (it would be a 500). A GUID is also how spec/02 2.4 tells an id from
 * a slug.
 */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
