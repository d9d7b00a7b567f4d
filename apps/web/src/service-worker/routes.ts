// What the service worker serves, and how (DESIGN.md Offline): the rules
// vite.config.ts gave Workbox's generated worker until issue 18, unchanged.
// vite.config.ts reads API_PATHS too (the dev server's proxy).

/** Addresses the API server answers itself, never the app shell. */
export const API_PATHS = ['/api', '/Token', '/docs', '/health', '/ready'];

/** A navigation to these is the server's: no app shell from the cache. */
export const NAVIGATE_FALLBACK_DENYLIST = API_PATHS.map((path) => new RegExp(`^${path}(?:[/?.]|$)`));

/** Issue 18: a lab-visit pass's address (/pass/{orderId}), answered with pass.html. */
export const PASS_PAGE_PATHS = /^\/pass\/[^/]+\/?$/;

/**
 * DESIGN.md Offline: the public catalogue keeps working at a test center
 * with no signal. Only these public GET reads are kept; nothing personal
 * (profiles, orders, results) is ever written to this cache: of
 * /api/taxonomy, only the catalogue's lists (/api/taxonomy/order is a
 * customer's order history).
 */
export const CATALOGUE_READS = /^\/api\/(?:product|category|taxonomy\/(?:category|product)|pwnhealth\/products\/approved|content\/list|app\/config|state\/list)(?:[/?]|$)/;

/** An image never changes under its id (the API says immutable). */
export const IMAGE_PATH_PREFIX = '/api/image/';
