/**
 * A LIKE pattern, for a lower-cased column, matching `text` anywhere: its
 * wildcards and the escape character taken literally (PostgreSQL's default
 * escape is the backslash), so a search for '%' finds only a '%'.
 */
export function containingPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
