import type { RouteAccessTable } from '../security/route-access';

// The security suite's declarations of the blog's and the newsletter's routes
// (security/route-access.ts). Every blog read is public and the same for
// everyone; the subscribe answer is about an e-mail address, so personal, and
// so is the confirmation's (it tells the link's holder about a subscription).
export const BLOG_ROUTE_ACCESS: RouteAccessTable = {
  'GET /api/blog/last': { access: 'public', personal: false },
  'GET /api/blog/month/top': { access: 'public', personal: false },
  'GET /api/blog/top': { access: 'public', personal: false },
  'GET /api/blog/top/newest': { access: 'public', personal: false },
  'GET /api/blog/get/all': { access: 'public', personal: false, sample: () => ({ url: '/api/blog/get/all?$skip=0&$top=9&title=test' }) },
  'GET /api/blog/get/slug': { access: 'public', personal: false, sample: () => ({ url: '/api/blog/get/slug?slug=what-is-a-reflex-test' }) },
  'GET /api/blog/get': { access: 'public', personal: false },
  'GET /api/keap/subscribe': { access: 'public', personal: true, sample: (owner) => ({ url: `/api/keap/subscribe?email=${encodeURIComponent(owner.email)}` }) },
  // A code nobody was sent: refused with 400, and still never cached.
  'POST /api/keap/subscribe/confirm': { access: 'public', personal: true, sample: () => ({ url: '/api/keap/subscribe/confirm', payload: { code: 'no-such-code' } }) },
};
