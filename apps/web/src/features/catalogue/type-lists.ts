import { exhaustiveMap, PRODUCT_TYPE } from '@labstore/domain';
import { TYPE_LISTS, type TypeList } from '../../lib/catalogue-urls';

// spec/02 2.1: all/{panels}, the Tests list narrowed to one kind of product.
// The segment names the list; the API's type browse takes the product-type
// flags (docs/api-catalogue.md). Pure, so it is tested alone; small, because
// the route's loader (first load) maps the segment too.

export const TYPE_LIST_FLAGS = exhaustiveMap<Record<TypeList, number>>({
  /** Panels only (product type 8). */
  panels: PRODUCT_TYPE.Panel,
  /** Individual tests: simple and reflex (1 | 2). */
  tests: PRODUCT_TYPE.Simple | PRODUCT_TYPE.Reflex,
});

export function isTypeList(segment: string): segment is TypeList {
  return (TYPE_LISTS as readonly string[]).includes(segment);
}

/** The type flags of a list segment, or null for a segment that names no list (worded as not found). */
export function typeListFlags(segment: string): number | null {
  return isTypeList(segment) ? TYPE_LIST_FLAGS.get(segment) : null;
}
