import { lastAccountIn } from './entities/kept-documents/last-account';
import { loginAsked } from './entities/kept-documents/login-asked';
import { persistentStorage, readAccessToken, tabStorage } from './lib/session/session-record';
import { passOrderId } from './pass-address';
import { drawFirstFrame } from './pass-first-frame';

// Issue 18: the script of pass.html, the page the service worker serves for
// /pass/{orderId} (docs/decisions.md "The pass page offline"). Signed out on
// a device that keeps documents, the customer may be at the test center with
// no signal and a cold phone: the pass page alone opens (pass-page.tsx), not
// the storefront, so the unlock form shows in well under a second: first
// drawn in plain DOM (pass-first-frame.ts), then by React.
// Otherwise, and once "Log in" is tapped there, the storefront starts as
// index.html starts it.

const signedIn = (): boolean => readAccessToken(tabStorage()) !== null || readAccessToken(persistentStorage()) !== null;

const keepsDocumentsHere = (): boolean => lastAccountIn(persistentStorage()) !== null;

function startStorefront(): void {
  const storefront = document.getElementById('storefront');
  if (!(storefront instanceof HTMLTemplateElement)) throw new Error('pass.html has no storefront template');
  // Scripts imported from a template run once inserted.
  document.head.append(document.importNode(storefront.content, true));
}

const orderId = passOrderId(window.location.pathname);
if (orderId !== null && !signedIn() && keepsDocumentsHere() && !loginAsked()) {
  // The first frame (a few kilobytes, in this script) shows the choice and the form at once;
  // React's page loads after it, so that nothing competes with it for the main thread.
  drawFirstFrame();
  void import('./pass-page').then((page) => page.showPassPage(orderId));
} else {
  startStorefront();
}
