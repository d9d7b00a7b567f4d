import { REQUEST_MESSAGES } from '@labstore/domain';

// Strings of the shared plumbing in src/lib (namespace 'common').
export const commonEn = {
  errors: {
    generic: 'Something went wrong. Please try again.',
    offline: 'We could not reach the server. Check your connection and try again.',
    /** spec/02 8: the first line of a failed request's message on a 404 (lib/error-message.ts). */
    notFound: REQUEST_MESSAGES.notFound,
  },
  cart: {
    add: 'Add to Cart',
    addLabel: 'Add to Cart: {{name}}',
    queued: '{{name}} is in your cart and will be sent when the network returns.',
  },
  loading: 'Loading',
  close: 'Close',
  loadFailed: {
    needsConnection: 'This page needs a connection. It will open once you are back online.',
    retry: 'Try again',
  },
  update: {
    available: 'A new version of labstore is available.',
    reload: 'Reload',
  },
  // Categories are data (spec/02 3) named in English by the API; English
  // shows those names, so this dictionary is empty here (lib/i18n localName).
  categoryNames: {} as Readonly<Record<string, string>>,
} as const;
