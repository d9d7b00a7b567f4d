import type { Cart, CartItem } from '@labstore/domain';
import type { CartProductSummary, OutboxEntry } from './cart-edits';

// What the cart shows: the server's last cart with the queued edits laid
// over it, so an edit made offline shows at once (DESIGN.md).

export interface CartLines {
  /** Server lines still present once the queued removes and clears are applied. */
  items: readonly CartItem[];
  /** Products added but not yet on the server: shown as waiting to sync. */
  pendingAdds: readonly CartProductSummary[];
  /** Ids of server lines whose removal waits to sync. */
  pendingRemovals: ReadonlySet<string>;
  /** What the header's CART (n) says. */
  count: number;
}

export function cartLines(cart: Cart | null, entries: readonly OutboxEntry[]): CartLines {
  let items: CartItem[] = [...(cart?.items ?? [])];
  let pendingAdds: CartProductSummary[] = [];
  const pendingRemovals = new Set<string>();
  const present = (productId: string) => items.some((item) => item.product.id === productId) || pendingAdds.some((product) => product.id === productId);

  for (const { edit } of entries) {
    if (edit.kind === 'add') {
      if (!present(edit.product.id)) pendingAdds.push(edit.product);
    } else if (edit.kind === 'remove') {
      const removed = items.filter((item) => item.id === edit.itemId || (edit.itemId === null && item.product.id === edit.productId));
      removed.forEach((item) => pendingRemovals.add(item.id));
      items = items.filter((item) => !removed.includes(item));
      pendingAdds = pendingAdds.filter((product) => product.id !== edit.productId);
    } else {
      items.forEach((item) => pendingRemovals.add(item.id));
      items = [];
      pendingAdds = [];
    }
  }
  return { items, pendingAdds, pendingRemovals, count: items.length + pendingAdds.length };
}
