import { ACCOUNT_MESSAGES, TOKEN_ERROR_MESSAGES, TOO_MANY_ATTEMPTS_MESSAGE } from '../accounts';
import { ADMIN_BLOG_MESSAGES } from '../admin-blog';
import { ADMIN_CATEGORY_MESSAGES } from '../admin-categories';
import { ADMIN_PAGE_MESSAGES } from '../admin-content-pages';
import { CRM_MESSAGES } from '../admin-crm';
import { STORE_FEE_MESSAGES } from '../admin-fees';
import { MAIL_TEMPLATE_MESSAGES } from '../admin-mail-templates';
import { IMAGE_MESSAGES } from '../admin-images';
import { ADMIN_LIST_MESSAGES } from '../admin-lists';
import { ADMIN_PRODUCT_MESSAGES } from '../admin-products';
import { ADMIN_PROMO_MESSAGES } from '../admin-promo';
import { ADMIN_USER_MESSAGES } from '../admin-users';
import { ADMIN_TRANSACTION_MESSAGES } from '../admin-transactions';
import { BLOG_ARTICLE_NOT_FOUND_MESSAGE, BLOG_SKIP_MESSAGE, BLOG_TITLE_MESSAGE, BLOG_TOP_MESSAGE } from '../blog-queries';
import { CART_MESSAGES, PROMO_MESSAGES } from '../cart-messages';
import { CARD_MESSAGES } from '../checkout-api';
import { EMAIL_MESSAGES } from '../email-messages';
import { ORDER_MESSAGES, ORDER_STATUS_NAMES } from '../order-messages';
import { PAYMENT_STATUS_MESSAGES } from '../payments';
import { PROFILE_API_MESSAGES } from '../profile-api';
import { FORBIDDEN_STATES_MESSAGE } from '../restricted-states';
import { LAB_VISIT_PASS_MESSAGES } from '../lab-visit-pass';
import { RESULT_DOCUMENT_WORDS, RESULTS_MESSAGES } from '../results-messages';
import { CHECKOUT_MESSAGES, IDEMPOTENCY_MESSAGES, REFUND_REASON_MESSAGES, REQUEST_MESSAGES, SAVED_CARD_MESSAGES, SERVICE_MESSAGES } from '../server-messages';
import { SHARING_MESSAGES } from '../sharing-messages';
import { SUPPORT_MESSAGES } from '../support';
import { TEST_CENTERS_TOP_MESSAGE } from '../testcenters';
import { LOGIN_MESSAGES } from '../validation/account-requests';
import { BIRTHDAY_MESSAGES } from '../validation/birthday';
import {
  CATEGORY_FLAGS_MESSAGE,
  CATEGORY_LIST_SKIP_MESSAGE,
  CATEGORY_LIST_TOP_MESSAGE,
  PRODUCT_TYPE_FLAGS_MESSAGE,
  PRODUCT_TYPE_PARAM_MESSAGE,
} from '../validation/catalogue-params';
import { EMAIL_TAKEN_MESSAGE, PROFILE_EMAIL_MESSAGES, REGISTRATION_EMAIL_MESSAGES } from '../validation/email';
import { NEWSLETTER_EMAIL_MESSAGE } from '../validation/newsletter-message';
import { ACCOUNT_PASSWORD_TOO_LONG_MESSAGE, PASSWORD_RULE_MESSAGES, REGISTRATION_PASSWORD_MESSAGES } from '../validation/password';
import { CHANGE_PASSWORD_MESSAGES } from '../validation/password-change';
import { RESET_PASSWORD_MESSAGES } from '../validation/password-reset';
import { NAME_MESSAGES } from '../validation/person-name';
import { PHONE_MESSAGES } from '../validation/phone';
import { PRODUCT_ORDER_BY_MESSAGE, PRODUCT_SKIP_MESSAGE, PRODUCT_TOP_MESSAGE } from '../validation/product-list';
import { PROFILE_MESSAGES } from '../validation/profile';
import { REGISTRATION_MESSAGES } from '../validation/registration';
import { SEARCH_TOO_LONG_MESSAGE, SEARCH_TOO_SHORT_MESSAGE } from '../validation/search';
import { TEST_CENTER_ZIP_MESSAGE } from '../validation/test-center-zip';
import { TOO_LONG_MESSAGES } from '../validation/text-bounds';
import { ZIP_MESSAGE } from '../validation/zip';
import { ZIP_STATE_MISMATCH_MESSAGES } from '../validation/zip-state';

// DESIGN.md API, issue 16: every message a person reads from the server
// (refusals, notices, validation words, e-mails), the one catalogue per
// language. English is the spec's words, kept where each rule lives (the
// schemas and services' message groups) and gathered here; Spanish
// (messages-es.ts) is typed against these keys, so a missing entry fails the
// type-check, and messages.test.ts fails on placeholders that differ. Values
// a message is composed with are {placeholders} (message-template.ts).
export const MESSAGES_EN = {
  request: REQUEST_MESSAGES,
  idempotency: IDEMPOTENCY_MESSAGES,
  tooManyAttempts: TOO_MANY_ATTEMPTS_MESSAGE,
  token: TOKEN_ERROR_MESSAGES,
  account: ACCOUNT_MESSAGES,
  emailTaken: EMAIL_TAKEN_MESSAGE,
  registrationEmail: REGISTRATION_EMAIL_MESSAGES,
  profileEmail: PROFILE_EMAIL_MESSAGES,
  names: NAME_MESSAGES,
  registrationPassword: REGISTRATION_PASSWORD_MESSAGES,
  passwordRules: PASSWORD_RULE_MESSAGES,
  accountPasswordTooLong: ACCOUNT_PASSWORD_TOO_LONG_MESSAGE,
  registration: REGISTRATION_MESSAGES,
  forbiddenStates: FORBIDDEN_STATES_MESSAGE,
  birthday: BIRTHDAY_MESSAGES,
  phone: PHONE_MESSAGES,
  zip: ZIP_MESSAGE,
  zipState: ZIP_STATE_MISMATCH_MESSAGES,
  tooLong: TOO_LONG_MESSAGES,
  login: LOGIN_MESSAGES,
  resetPassword: RESET_PASSWORD_MESSAGES,
  changePassword: CHANGE_PASSWORD_MESSAGES,
  profile: PROFILE_MESSAGES,
  profileApi: PROFILE_API_MESSAGES,
  cart: CART_MESSAGES,
  promo: PROMO_MESSAGES,
  checkout: CHECKOUT_MESSAGES,
  refundReasons: REFUND_REASON_MESSAGES,
  payment: PAYMENT_STATUS_MESSAGES,
  orders: ORDER_MESSAGES,
  orderStatuses: ORDER_STATUS_NAMES,
  cards: CARD_MESSAGES,
  savedCards: SAVED_CARD_MESSAGES,
  newsletterEmail: NEWSLETTER_EMAIL_MESSAGE,
  testCenterZip: TEST_CENTER_ZIP_MESSAGE,
  testCentersTop: TEST_CENTERS_TOP_MESSAGE,
  searchTooShort: SEARCH_TOO_SHORT_MESSAGE,
  searchTooLong: SEARCH_TOO_LONG_MESSAGE,
  productTop: PRODUCT_TOP_MESSAGE,
  productSkip: PRODUCT_SKIP_MESSAGE,
  productOrderBy: PRODUCT_ORDER_BY_MESSAGE,
  productTypeFlags: PRODUCT_TYPE_FLAGS_MESSAGE,
  productTypeParam: PRODUCT_TYPE_PARAM_MESSAGE,
  categoryFlags: CATEGORY_FLAGS_MESSAGE,
  categoryListSkip: CATEGORY_LIST_SKIP_MESSAGE,
  categoryListTop: CATEGORY_LIST_TOP_MESSAGE,
  blogSkip: BLOG_SKIP_MESSAGE,
  blogTop: BLOG_TOP_MESSAGE,
  blogTitle: BLOG_TITLE_MESSAGE,
  blogArticleNotFound: BLOG_ARTICLE_NOT_FOUND_MESSAGE,
  emails: EMAIL_MESSAGES,
  support: SUPPORT_MESSAGES,
  sharing: SHARING_MESSAGES,
  results: RESULTS_MESSAGES,
  resultDocuments: RESULT_DOCUMENT_WORDS,
  labVisitPass: LAB_VISIT_PASS_MESSAGES,
  adminLists: ADMIN_LIST_MESSAGES,
  adminUsers: ADMIN_USER_MESSAGES,
  crm: CRM_MESSAGES,
  adminTransactions: ADMIN_TRANSACTION_MESSAGES,
  mailTemplates: MAIL_TEMPLATE_MESSAGES,
  storeFees: STORE_FEE_MESSAGES,
  adminPromo: ADMIN_PROMO_MESSAGES,
  adminCategories: ADMIN_CATEGORY_MESSAGES,
  adminPages: ADMIN_PAGE_MESSAGES,
  images: IMAGE_MESSAGES,
  adminProducts: ADMIN_PRODUCT_MESSAGES,
  adminBlog: ADMIN_BLOG_MESSAGES,
  service: SERVICE_MESSAGES,
} as const;

/** The same keys as the English catalogue, in another language's words: how each translation is typed. */
export type MessageTranslation<T = typeof MESSAGES_EN> = { readonly [K in keyof T]: T[K] extends string ? string : MessageTranslation<T[K]> };
