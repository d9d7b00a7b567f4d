import type { RouteAccessTable } from '../security/route-declaration.test-support';

// The security suite's declarations of this feature's routes (spec/02): the
// catalogue is public and the same for everyone.
export const CATALOGUE_ROUTE_ACCESS: RouteAccessTable = {
  'GET /api/category/type/{flags}': { access: 'public', personal: false },
  'GET /api/catalogue/offline': { access: 'public', personal: false },
  'POST /api/product/search': { access: 'public', personal: false },
  'POST /api/catalog/search': { access: 'public', personal: false },
  'GET /api/product/all': { access: 'public', personal: false },
  'GET /api/product/{slugOrId}': { access: 'public', personal: false },
  'GET /api/category/browse/{id}': { access: 'public', personal: false },
  'GET /api/product/type/browse/{flags}': { access: 'public', personal: false },
  'GET /api/product/promo/browse/{flags}': { access: 'public', personal: false },
  'GET /api/image/{id}': { access: 'public', personal: false },
  'GET /api/image/thumbnail/{id}': { access: 'public', personal: false },
  'GET /api/taxonomy/category/list/{skip}/{top}': { access: 'public', personal: false },
  'GET /api/taxonomy/product/type/{type}': { access: 'public', personal: false },
  'GET /api/pwnhealth/products/approved': { access: 'public', personal: false },
};
