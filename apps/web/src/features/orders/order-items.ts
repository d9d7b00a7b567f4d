import type { CartItem } from '@labstore/domain';

// spec/02 2.10: an open order lists its items by product type (1 simple, 2
// reflex, 8 panel, 16 physician consult), panels (type 8) last; a reflex
// test notes the possible extra test, a panel (type 4 or above) lists the
// tests it includes.

const PANEL_TYPE = 8;
const REFLEX_TYPE = 2;
const INCLUDES_TESTS_FROM_TYPE = 4;

const sortKey = (item: CartItem): number => (item.product.productType === PANEL_TYPE ? Number.POSITIVE_INFINITY : item.product.productType);

/** The items in the history's order; items of one type keep the order's own order. */
export function itemsInHistoryOrder(items: readonly CartItem[]): CartItem[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => sortKey(a.item) - sortKey(b.item) || a.index - b.index)
    .map(({ item }) => item);
}

export type ItemNote = 'reflex' | 'panel';

/** The note under an item: "possible reflex test", or "Tests included in this panel" above its members. */
export function itemNote(item: CartItem): ItemNote | null {
  if (item.product.productType === REFLEX_TYPE) return 'reflex';
  if (item.product.productType >= INCLUDES_TESTS_FROM_TYPE && item.children.length > 0) return 'panel';
  return null;
}
