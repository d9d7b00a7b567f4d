import { formatSupportHours, SUPPORT_HOURS } from './support-hours';

// Business constants of spec/01 section 9 and spec/02 section 9. One place for
// each number; api and web import them from here.

export const APP_VERSION_LABEL = 'Version 726';

/**
 * The store's own support contact (spec/01 1: {phone}, {email}). The hours
 * here are English text; a screen in the site language formats
 * SUPPORT_HOURS with formatSupportHours instead.
 */
export const SUPPORT_CONTACT = {
  phone: '1-888-522-7867',
  phoneHref: 'tel:+18885227867',
  email: 'support@labstore.com',
  /** spec/01 1 gives these hours to live chat; the support message form stands in for it (issue 16), answered in them. */
  messageHours: formatSupportHours(SUPPORT_HOURS.message, 'en'),
  phoneHours: formatSupportHours(SUPPORT_HOURS.phone, 'en'),
  emailHours: formatSupportHours(SUPPORT_HOURS.email, 'en'),
} as const;

/** Idle logout (spec/01 4). */
export const IDLE_WARNING_AFTER_SECONDS = 300;
export const IDLE_COUNTDOWN_SECONDS = 300;
export const KEEP_ALIVE_INTERVAL_SECONDS = 15;

export const MINIMUM_AGE_YEARS = 18;
export const BIRTH_YEAR_OPTIONS = 100;

export const REGISTRATION_PASSWORD_LENGTH = { min: 8, max: 26 } as const;
export const RESET_PASSWORD_LENGTH = { min: 8, max: 16 } as const;

export const PHONE_DIGITS = 10;
export const ZIP_DIGITS = 5;

/**
 * Length bounds of free text (decisions.md, "Text bounds"): the 255 of spec/03 5
 * and 9 ("text inputs are up to 255 characters") for names, addresses and other short text;
 * an e-mail address is at most 254 (RFC 5321 4.5.3.1.3); passwords the spec
 * does not bound by their form (sign-in, current password) at most 128 (OWASP
 * ASVS 2.1.2); a UUID has 36 characters; link codes are 32 random bytes in
 * base64url (43 characters).
 */
export const TEXT_INPUT_MAX_LENGTH = 255;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_INPUT_MAX_LENGTH = 128;
export const ID_MAX_LENGTH = 36;
export const LINK_CODE_MAX_LENGTH = 43;
/** A phone as typed, separators included: '+1 (317) 555-0100' has 17. */
export const PHONE_INPUT_MAX_LENGTH = 32;

/** Search (spec/02 5, 9). */
export const SEARCH_MIN_LENGTH = 2;
/** Longer than any test's name, CPT, quest code or tag, so no real term is refused. */
export const SEARCH_MAX_LENGTH = 100;
export const HEADER_SEARCH_DEBOUNCE_MS = 500;
export const LIST_SEARCH_DEBOUNCE_MS = 300;

/** Notification bar (spec/01 2.2). */
export const NOTIFICATION_HIDE_DELAY_MS = 3000;
export const PAYMENT_MESSAGE_HIDE_DELAY_MS = 4000;

/** Page sizes (spec/02 9, spec/03 9). */
export const CATALOGUE_PAGE_SIZE = 10;
export const BLOG_PAGE_SIZE = 9;
export const ADMIN_PAGE_SIZE = 10;
export const PAGINATION_MAX_LINKS = 5;
export const IMAGE_PICKER_PAGE_SIZE = 9;

/** Layout breakpoints in px (spec/01 2.2). */
export const BREAKPOINTS = {
  small: 425,
  account: 916,
  header: 1200,
  /** The article's sticky subscribe box shows from this width (the blog's CSS says 900px too). */
  articleAside: 900,
} as const;
export const COVID_MENU_ITEM_WIDTH_PX = 95;
export const DROPDOWN_WIDTH_PX = 330;

export const CAROUSEL_INTERVAL_MS = 9000;
export const PRINT_DELAY_MS = 250;
export const LANGUAGE_SWITCH_DELAY_MS = 250;
export const DOWNLOAD_REVOKE_DELAY_MS = 100;

/** Home page counter band (spec/02 2.2): about 60 steps of 50 ms. */
export const HOME_COUNTERS = {
  customersServed: 39916,
  labTestsOrdered: 241422,
  customerSavingsDollars: 30096051,
} as const;
export const COUNTER_STEPS = 60;
export const COUNTER_STEP_MS = 50;

/** Added to the market total in the cart's struck-through subtotal (spec/02 9). */
export const SAVINGS_MARKET_ALLOWANCE_CENTS = 23200;

/** spec/02 9: CPT codes printed on the receipt's fee lines. */
export const LAB_DRAW_CPT = '36415';
export const PROCESSING_CPT = '36415-90';

export const CARD_EXPIRY_YEARS_AHEAD = 9;

/** Approval slots, Indianapolis time, as [hour, minute] (spec/02 4.2). */
export const APPROVAL_TIME_ZONE = 'America/Indiana/Indianapolis';
export const APPROVAL_SLOTS: ReadonlyArray<readonly [number, number]> = [
  [8, 0],
  [10, 30],
  [13, 0],
  [15, 30],
  [18, 0],
  [20, 0],
];

/** spec/02 2.11 and 9: the test center map's zoom, the closest its view fitted to the results goes (issue 16). */
export const TEST_CENTER_MAP_ZOOM = 9;
export const SEARCH_PRIORITY_RANGE = { min: 0, max: 5 } as const;

/** Referral query parameters stored from any page (spec/01 2.1). */
export const REFERRAL_PARAMS = ['campaignid', 'mbsy', 'mbsy_source'] as const;

/** Where restricted-state residents are pointed (spec/01 2.5). */
export const OUTSIDE_MARKETPLACE_URL = 'https://www.questhealth.com/';

/** The Idempotency-Key header every state-changing cart, order, promo, card and payment call accepts (docs/api-orders.md). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
