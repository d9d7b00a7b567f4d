import { foldCase } from './search/text';

/**
 * A slug made from a name (a new category's, a page's left empty): its
 * letters folded as search folds them ('Ácido' is 'acido'), lower-case
 * letters and digits between single dashes, at most `maxLength` long; the
 * fallback when nothing is left.
 */
export function slugFromName(name: string, { maxLength, fallback }: { maxLength: number; fallback: string }): string {
  const slug = foldCase(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
  return slug || fallback;
}
