import type { AddToCartBody, CovidEligibility } from '@labstore/domain';

// The three cart edits the outbox holds (DESIGN.md "Offline and background
// sync"): each is queued with the facts needed to show it before the server
// has it, and replayed later as one request.

/** A product as an Add to Cart button knows it: enough to show a line waiting to sync. */
export interface CartProductSummary {
  id: string;
  name: string;
  slug: string;
  imageId: string | null;
  marketPrice: number | null;
  masterPrice: number;
  productType: number;
  /** spec/02 3 product.eligibility: the questionnaire asked first; undefined when the caller does not know (a list row). */
  eligibility?: string | null | undefined;
}

export type CartEdit =
  | { kind: 'add'; product: CartProductSummary; eligibility: CovidEligibility | null }
  /** itemId is null when the line is itself still waiting to sync: the server line of productId is removed at replay. */
  | { kind: 'remove'; itemId: string | null; productId: string; productName: string }
  | { kind: 'clear' };

/**
 * The request an edit became when it was first sent. A repeat sends exactly
 * this under the same key, so the server recognises it even when the cart
 * moved on meanwhile (a new cart id, a line resolved by product).
 */
export interface CartRequest {
  method: 'POST' | 'DELETE';
  url: string;
  body?: AddToCartBody;
}

/** One queued edit. seq orders the replay; key is made once, when the edit is queued. */
export interface OutboxEntry {
  seq?: number;
  key: string;
  queuedAt: number;
  edit: CartEdit;
  request?: CartRequest;
  /** Server errors (5xx, an unreadable answer) so far: after a few the edit is given up. */
  serverFailures: number;
}
