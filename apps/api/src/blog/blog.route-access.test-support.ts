import type { RouteAccessTable } from '../security/route-declaration.test-support';

// The security suite's declarations of this feature's routes: every blog
// read is public and the same for everyone.
export const BLOG_ROUTE_ACCESS: RouteAccessTable = {
  'GET /api/blog/last': { access: 'public', personal: false },
  'GET /api/blog/month/top': { access: 'public', personal: false },
  'GET /api/blog/top': { access: 'public', personal: false },
  'GET /api/blog/top/newest': { access: 'public', personal: false },
  'GET /api/blog/get/all': { access: 'public', personal: false, sample: () => ({ url: '/api/blog/get/all?$skip=0&$top=9&title=test' }) },
  'GET /api/blog/get/slug': { access: 'public', personal: false, sample: () => ({ url: '/api/blog/get/slug?slug=what-is-a-reflex-test' }) },
  'GET /api/blog/get': { access: 'public', personal: false },
};
