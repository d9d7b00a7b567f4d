// The cart entity's own words that load with the cart's chunk, not the
// first load (the rest are the common namespace's `cart`). Picked by the
// site language (cart-report.ts), so no namespace is registered for them.
// Placeholders in {{braces}}.
export const cartOutboxEn = {
  /** Leads the next visit's account of what the service worker sent with no page open. */
  sentWhileClosed: 'While labstore was closed, the cart changes you made offline were sent:',
  /** An edit the server answered without a notice of its own (spec/02 8 words adds; removals and clears have none). */
  added: '{{name}} was added to your cart.',
  removed: '{{name}} was removed from your cart.',
  cleared: 'Your cart was emptied.',
} as const;
