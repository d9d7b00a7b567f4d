import type { RouteAccessTable } from '../security/route-declaration.test-support';

// The security suite's declarations of the admin area's routes: every one is
// `admin`, and every `admin` route of the API must be in the area
// (plugins/admin-area.ts; security/access.test.ts checks both).
/** A page the editor would take; only the PUT of an unknown page is a sample an administrator could send unchanged. */
const SAMPLE_PAGE = {
  name: 'Sample page',
  parent: 'main',
  isLink: false,
  combobox: null,
  content: '<p>Sample</p>',
  description: null,
  slug: 'sample-page',
  metaDescription: null,
  pageTitle: null,
  metaRobots: null,
  isActive: false,
  iconName: null,
  position: 0,
};

/** An article the editor would take, naming an author that does not exist. */
const SAMPLE_ARTICLE = {
  title: 'Sample article',
  shortDescription: 'Sample',
  authorId: '00000000-0000-4000-8000-000000000000',
  newAuthorName: '',
  estimateLength: 3,
  text: '<p>Sample</p>',
  pageTitle: 'Sample',
  metaDescription: 'Sample',
  metaRobots: 'noindex',
  imageId: null,
  slug: '',
  isActive: false,
};

export const ADMIN_ROUTE_ACCESS: RouteAccessTable = {
  'POST /api/account/loginAs': {
    access: 'admin',
    personal: true,
    sample: (owner) => ({ url: '/api/account/loginAs', payload: { userName: owner.email, password: 'Wrong#000', rememberMe: false } }),
  },
  'POST /api/profile/create': { access: 'admin', personal: true },
  'GET /api/order/results/unsolicited': { access: 'admin', personal: true, sample: () => ({ url: '/api/order/results/unsolicited' }) },
  // A Completed order: the administrator's sample is refused (409) and changes nothing.
  'GET /api/order/results/bind': {
    access: 'admin',
    personal: true,
    sample: (owner) => ({ url: `/api/order/results/bind?orderId=${owner.completedOrder.orderId}&clinicalReport=UNSOLICITED-1` }),
  },
  'GET /api/order/browse': {
    access: 'admin',
    personal: true,
    sample: () => ({ url: '/api/order/browse?$skip=0&$top=10&status=255&searchUser=jane&createdDateFrom=2026-01-01T00:00:00.000Z&createdDateTo=2026-12-31T23:59:00.000Z&isPromo=false&isFree=false' }),
  },
  'GET /api/order/approve/{id}': { access: 'admin', personal: true },
  // The Transactions tab's temporary quasi-admin session (spec/03 2): its answer is a customer's token.
  'POST /api/account/quasiSession': { access: 'admin', personal: true, sample: (owner) => ({ url: '/api/account/quasiSession', payload: { userId: owner.userId } }) },
  'DELETE /api/account/quasiSession/{id}': { access: 'admin', personal: true },
  'GET /api/admin-mail/get': {
    access: 'admin',
    personal: true,
    sample: () => ({ url: '/api/admin-mail/get?$skip=0&$top=10&$orderby=CreatedDate%20desc&dateStart=2026-01-01T00:00:00.000Z&dateEnd=2026-12-31T23:59:00.000Z&searchWord=labstore' }),
  },
  // The partner's catalogue, no one's data; no-store all the same, as every admin answer.
  'GET /api/pwnhealth/types': { access: 'admin', personal: false, sample: () => ({ url: '/api/pwnhealth/types?$orderby=Name' }) },
  'GET /api/pwnhealth/orders/{status}': { access: 'admin', personal: true, sample: () => ({ url: '/api/pwnhealth/orders/0?$skip=0&$top=10&search=1' }) },
  // The CRM authorisation (spec/03 7): the sign-in page's address carries a local code, the note names an administrator's e-mail.
  'GET /api/taxonomy/clientid': { access: 'admin', personal: true, sample: () => ({ url: '/api/taxonomy/clientid' }) },
  // A code no CRM issued: the administrator's sample is refused (400) and keeps nothing.
  'PUT /api/taxonomy/authcode': { access: 'admin', personal: true, sample: () => ({ url: '/api/taxonomy/authcode', payload: { authorizationCode: 'not-a-code' } }) },
  'GET /api/taxonomy/about': { access: 'admin', personal: true, sample: () => ({ url: '/api/taxonomy/about' }) },
  'PUT /api/taxonomy/about': { access: 'admin', personal: true, sample: () => ({ url: '/api/taxonomy/about', payload: { about: 'Keap account of the marketing team' } }) },
  'GET /api/audit': { access: 'admin', personal: true, sample: (owner) => ({ url: `/api/audit?$skip=0&$top=10&subjectId=${owner.userId}&dateStart=2026-01-01&dateEnd=2026-12-31` }) },
  // The Users tab (docs/api-admin.md "Users"). The administrator's samples ask for the owner as they are (a User, active,
  // taking non-transactional mail), so the suite's calls change nothing.
  'GET /api/account': { access: 'admin', personal: true, sample: () => ({ url: '/api/account?$skip=0&$top=10&$orderby=Email%20desc' }) },
  'POST /api/account/search': { access: 'admin', personal: true, sample: (owner) => ({ url: '/api/account/search', payload: { search: owner.email.slice(0, 8), $skip: 0, $top: 10 } }) },
  'GET /api/account/role': { access: 'admin', personal: false, sample: () => ({ url: '/api/account/role' }) },
  'POST /api/account/role/assign': { access: 'admin', personal: true, sample: (owner) => ({ url: '/api/account/role/assign', payload: { userId: owner.userId, roleId: 2 } }) },
  'POST /api/account/{accountId}/{isActive}': { access: 'admin', personal: true, sample: (owner) => ({ url: `/api/account/${owner.userId}/true` }) },
  'POST /api/account/{userId}/nonTransactional/{enabled}': { access: 'admin', personal: true, sample: (owner) => ({ url: `/api/account/${owner.userId}/nonTransactional/true` }) },
  // Mail templates (docs/api-admin.md "Mail templates"). The administrator's samples are refused or name no template, so the suite's calls change nothing.
  'GET /api/keap/template/get/all': { access: 'admin', personal: false, sample: () => ({ url: '/api/keap/template/get/all' }) },
  'GET /api/keap/template/{id}': { access: 'admin', personal: false },
  'POST /api/keap/template/add': { access: 'admin', personal: false, sample: () => ({ url: '/api/keap/template/add', payload: { name: 'Nothing', body: '<script>1</script>', type: 0 } }) },
  'PUT /api/keap/template/update': {
    access: 'admin',
    personal: false,
    sample: () => ({ url: '/api/keap/template/update', payload: { id: '00000000-0000-4000-8000-000000000000', name: 'Nothing', body: '<p>Hi</p>', type: 0 } }),
  },
  'DELETE /api/keap/template/delete/{id}': { access: 'admin', personal: false },
  // Its answer names the recipient's e-mail.
  'POST /api/api/keap/send/{id}': {
    access: 'admin',
    personal: true,
    sample: (owner) => ({ url: '/api/api/keap/send/00000000-0000-4000-8000-000000000000', payload: { userId: owner.userId } }),
  },
  // Store fees (docs/api-admin.md "Store fees"): the store's, no one's data.
  'GET /api/settings/fees': { access: 'admin', personal: false, sample: () => ({ url: '/api/settings/fees' }) },
  // The default fees: the suite's call leaves them as they are.
  'PUT /api/settings/fees': { access: 'admin', personal: false, sample: () => ({ url: '/api/settings/fees', payload: { processingFee: 0, physicianOversightFee: 6, labDrawFee: 4 } }) },
  // The promo code editor (docs/api-admin.md "Promo codes"): no one's personal data; no-store all the same.
  'GET /api/promo/list': { access: 'admin', personal: false, sample: () => ({ url: '/api/promo/list?$skip=0&$top=10&search=suite' }) },
  'GET /api/promo/admin/{id}': { access: 'admin', personal: false },
  'POST /api/promo/create': { access: 'admin', personal: false },
  // An unknown id: the administrator's sample is refused (404) and changes nothing.
  'PUT /api/promo/update': {
    access: 'admin',
    personal: false,
    sample: () => ({
      url: '/api/promo/update',
      payload: {
        id: '00000000-0000-4000-8000-000000000000',
        description: 'Suite',
        code: 'SUITE-NONE',
        discount: 5,
        discountType: 1,
        promoType: 0,
        totalUseLimit: 0,
        customerUseLimit: 0,
        isPhysicianOversightFeeDiscount: false,
        isLabDrawFeeDiscount: false,
      },
    }),
  },
  // The category and page editors (docs/api-admin.md "Categories and pages"). Not personal: the catalogue's and the
  // pages' words. Were an administrator to send them, the samples would change nothing: an unknown category or page
  // (404), a category naming an image that does not exist (400).
  'POST /api/category/search/': { access: 'admin', personal: false, sample: () => ({ url: '/api/category/search/', payload: { search: 'heart', $skip: 0, $top: 10 } }) },
  'GET /api/category/{id}': { access: 'admin', personal: false, sample: () => ({ url: '/api/category/00000000-0000-4000-8000-000000000000' }) },
  'POST /api/category': { access: 'admin', personal: false, sample: () => ({ url: '/api/category', payload: { name: 'Sample category', description: '', image1Id: '00000000-0000-4000-8000-000000000000', image2Id: null, flags: 0 } }) },
  'PUT /api/category': {
    access: 'admin',
    personal: false,
    sample: () => ({ url: '/api/category', payload: { id: '00000000-0000-4000-8000-000000000000', name: 'No such category', description: '', image1Id: null, image2Id: null, flags: 0 } }),
  },
  'DELETE /api/category/{id}': { access: 'admin', personal: false, sample: () => ({ url: '/api/category/00000000-0000-4000-8000-000000000000' }) },
  'GET /api/content/all': { access: 'admin', personal: false, sample: () => ({ url: '/api/content/all' }) },
  'PUT /api/content/update': { access: 'admin', personal: false, sample: () => ({ url: '/api/content/update', payload: { id: '00000000-0000-4000-8000-000000000000', ...SAMPLE_PAGE } }) },
  // Sent by anonymous callers and customers only (refused): an administrator's would add the page.
  'POST /api/content/add': { access: 'admin', personal: false, sample: () => ({ url: '/api/content/add', payload: SAMPLE_PAGE }) },
  'DELETE /api/content/delete/{id}': { access: 'admin', personal: false, sample: () => ({ url: '/api/content/delete/00000000-0000-4000-8000-000000000000' }) },
  // Issue 20, the images (docs/api-admin.md "Images"): no one's data; no-store all the same. The uploads' samples send no
  // file, so the administrator's is refused (400) and stores nothing; the deletion's names no image (404).
  'POST /api/image': { access: 'admin', personal: false },
  'POST /api/image/blog': { access: 'admin', personal: false },
  'POST /api/image/blog/editor': { access: 'admin', personal: false },
  'GET /api/image': { access: 'admin', personal: false, sample: () => ({ url: '/api/image?$skip=0&$top=9' }) },
  'DELETE /api/image/{id}': { access: 'admin', personal: false },
  // Issue 20, the test editor (docs/api-admin.md "Products"): the catalogue's words, no one's data; no-store all the
  // same. Were an administrator to send them, the samples would change nothing: an unknown test (404), a test naming a
  // category that does not exist (400).
  'GET /api/catalog/all': { access: 'admin', personal: false, sample: () => ({ url: '/api/catalog/all?$skip=0&$top=10&search=ferr' }) },
  'GET /api/catalog/{id}': { access: 'admin', personal: false, sample: () => ({ url: '/api/catalog/00000000-0000-4000-8000-000000000000' }) },
  'POST /api/catalog/': {
    access: 'admin',
    personal: false,
    sample: () => ({ url: '/api/catalog/', payload: { name: 'Sample test', masterPrice: '10', labCodes: [1], categoryId: '00000000-0000-4000-8000-000000000000', productType: 1, searchPriority: 0 } }),
  },
  'PUT /api/catalog/': {
    access: 'admin',
    personal: false,
    sample: () => ({
      url: '/api/catalog/',
      payload: { id: '00000000-0000-4000-8000-000000000000', name: 'Sample test', masterPrice: '10', labCodes: [1], categoryId: '00000000-0000-4000-8000-000000000000', productType: 1, searchPriority: 0 },
    }),
  },
  'DELETE /api/catalog/{id}': { access: 'admin', personal: false, sample: () => ({ url: '/api/catalog/00000000-0000-4000-8000-000000000000' }) },
  'POST /api/catalog/{type}/{parentId}/{childId}': {
    access: 'admin',
    personal: false,
    sample: () => ({ url: '/api/catalog/8/00000000-0000-4000-8000-000000000000/00000000-0000-4000-8000-000000000001' }),
  },
  'DELETE /api/catalog/{parentId}/{childId}': {
    access: 'admin',
    personal: false,
    sample: () => ({ url: '/api/catalog/00000000-0000-4000-8000-000000000000/00000000-0000-4000-8000-000000000001' }),
  },
  // Issue 20, the article editor (docs/api-admin.md "Blog articles"): the blog's words, no one's data; no-store all the same.
  // Were an administrator to send them, the samples would change nothing: an unknown article (404), an author that does not exist (400).
  'GET /api/blog/get/all/admin': { access: 'admin', personal: false, sample: () => ({ url: '/api/blog/get/all/admin?$skip=0&$top=10&title=lipid' }) },
  'GET /api/blog/admin/{id}': { access: 'admin', personal: false, sample: () => ({ url: '/api/blog/admin/00000000-0000-4000-8000-000000000000' }) },
  'GET /api/blog/get/all/authors': { access: 'admin', personal: false, sample: () => ({ url: '/api/blog/get/all/authors' }) },
  'POST /api/blog': {
    access: 'admin',
    personal: false,
    sample: () => ({ url: '/api/blog', payload: { ...SAMPLE_ARTICLE, authorId: '00000000-0000-4000-8000-000000000000' } }),
  },
  'PUT /api/blog/update': { access: 'admin', personal: false, sample: () => ({ url: '/api/blog/update', payload: { id: '00000000-0000-4000-8000-000000000000', ...SAMPLE_ARTICLE } }) },
  'DELETE /api/blog/delete': { access: 'admin', personal: false, sample: () => ({ url: '/api/blog/delete?articleId=00000000-0000-4000-8000-000000000000' }) },
};
