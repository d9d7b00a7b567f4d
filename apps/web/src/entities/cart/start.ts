import { afterFirstScreen } from '../../lib/first-screen';
import { addSignOutTask } from '../../lib/session/current-session';

// The cart's part of every page's start, kept tiny: the cart itself (Dexie,
// the outbox, the schemas) loads in its own chunk once the first screen has
// settled (lib/first-screen.ts), so the storefront's first load does not grow
// (decisions.md, first load) and the page's own reads go first.

export function startCartAfterFirstScreen(): void {
  // Privacy: the cart's copy on the device, and the service worker's copy of
  // the session, go with the session (docs/decisions.md).
  addSignOutTask(() => import('./index').then((cart) => cart.forgetOnSignOut()));
  void afterFirstScreen()
    .then(() => import('./index'))
    .then((cart) => cart.startCart());
}
