import type { RouteAccessTable } from '../security/route-declaration.test-support';

// The security suite's declarations of this feature's routes. The subscribe
// answer is about an e-mail address, so personal, and so is the
// confirmation's (it tells the link's holder about a subscription).
export const NEWSLETTER_ROUTE_ACCESS: RouteAccessTable = {
  'GET /api/keap/subscribe': { access: 'public', personal: true, sample: (owner) => ({ url: `/api/keap/subscribe?email=${encodeURIComponent(owner.email)}` }) },
  // A code nobody was sent: refused with 400, and still never cached.
  'POST /api/keap/subscribe/confirm': { access: 'public', personal: true, sample: () => ({ url: '/api/keap/subscribe/confirm', payload: { code: 'no-such-code' } }) },
};
