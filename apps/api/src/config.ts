import { isIP } from 'node:net';
import { fileURLToPath } from 'node:url';
import { IDLE_COUNTDOWN_SECONDS, IDLE_WARNING_AFTER_SECONDS, KEEP_ALIVE_INTERVAL_SECONDS } from '@labstore/domain';
import { z } from 'zod';

// The source (apps/api/src/config.ts) and the production bundle
// (apps/api/dist/server.js) sit at the same depth, so both find the root here.
const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || protocols.some((protocol) => value.startsWith(`${protocol}://`)), {
      message: `must start with ${protocols.map((protocol) => `${protocol}://`).join(' or ')}`,
    });

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

// A proxy in front of the app: an address, a CIDR range, or one of the
// named ranges Fastify's trustProxy understands (@fastify/proxy-addr).
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  // A /0 would trust everyone, the clients included; Fastify refuses it too.
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) >= 1 && Number(prefix) <= (family === 4 ? 32 : 128));
}
const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

// A flag that is on unless set to false or 0.
const booleanFlagOn = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value !== 'false' && value !== '0');

const proxyAddresses = z
  .string()
  .optional()
  .transform((value) => (value ?? '').split(',').map((entry) => entry.trim()).filter((entry) => entry !== ''))
  .refine((entries) => entries.every(isProxyAddress), { message: 'must be IP addresses or CIDR ranges (or loopback, linklocal, uniquelocal), separated by commas' });

// A Leaflet tile URL template (https://host/{z}/{x}/{y}.png). The host may
// start with Leaflet's {s} subdomain; it must be fixed otherwise, since the
// Content-Security-Policy's img-src names it (mapTileImageSources). `none`
// turns the layer off (no outside tiles allowed, or no provider wanted).
const TILE_URL_TEMPLATE = /^https?:\/\/(\{s\}\.)?[a-z0-9.-]+(:\d+)?\/\S*$/i;
const TILES_OFF = 'none';
const optionalTileUrl = optionalText.refine(
  (value) => value === undefined || value === TILES_OFF || (TILE_URL_TEMPLATE.test(value) && ['{z}', '{x}', '{y}'].every((part) => value.includes(part))),
  { message: 'must be an http(s) tile URL template with {z}, {x} and {y}, and a fixed host or one starting with {s}; or none.' },
);

// Issue 16: the test center map works out of the box. The U.S. Geological
// Survey's The National Map serves public-domain topographic and imagery
// tiles with no key and no use restrictions, and covers the United States,
// where every center is; it asks to be credited (docs/decisions.md, Map
// tiles by default). OpenStreetMap's own tile servers forbid heavy use, so a
// production store cannot default to them.
export const DEFAULT_MAP_TILES = {
  street: { url: 'https://basemap.nationalmap.gov/arcgis/rest/services/USGSTopo/MapServer/tile/{z}/{y}/{x}', attribution: 'USGS The National Map' },
  satellite: { url: 'https://basemap.nationalmap.gov/arcgis/rest/services/USGSImageryOnly/MapServer/tile/{z}/{y}/{x}', attribution: 'USDA, USGS The National Map: Orthoimagery' },
} as const;

// The only reader of process.env (STYLE.md): every variable is checked here,
// once, and a bad one stops the start with its name. Exported for the test
// that holds README.md's configuration table to it.
export const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  DATA_DIR: z.string().default(`${repositoryRoot}data`),
  /**
   * Issue 21: each start migrates, seeds and creates the administrator.
   * false: the migration command does it once (a Kubernetes Job, compose's
   * migrate service) and /ready answers 503 until the database holds every
   * migration this build knows (docs/operations.md Migrations in a rolling deploy).
   */
  MIGRATE_ON_START: booleanFlagOn,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Memory for the in-process cache of public reads (docs/performance.md); least recently used go first. */
  READ_CACHE_MAX_MB: z.coerce.number().int().min(1).max(4096).default(64),
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  /**
   * Issue 21, load shedding (docs/operations.md): past this mean event loop
   * delay, or this much heap used (unset: 90% of V8's heap limit), requests
   * get 503 with Retry-After; 0 turns a check off.
   */
  UNDER_PRESSURE_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1000),
  UNDER_PRESSURE_MAX_HEAP_USED_MB: z.coerce.number().int().min(0).optional(),
  /**
   * Issue 21, request limits (docs/operations.md): requests a client (an IP
   * address, an IPv6 one by its /64) may make a minute on any route, counted
   * across instances in Redis when REDIS_URL is set; 0 turns the limit off.
   * A page makes a few dozen calls and a family may share one address.
   */
  REQUEST_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(600),
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  MAIL_FROM: z.string().default('labstore <no-reply@labstore.local>'),
  ADMIN_EMAIL: z.email().default('admin@labstore.local'),
  /**
   * The proxies whose X-Forwarded-* headers are believed: only a request
   * whose socket comes from one of them is read through its headers, and
   * only hops through them are skipped to find the client (docs/security.md
   * Proxies and client addresses). Empty: no proxy, the socket is the client.
   */
  TRUST_PROXY_ADDRESSES: proxyAddresses,
  /** Signs access tokens; required in production. Elsewhere a generated one is kept in the database. */
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** A session with no request for this long is over (remember-me sessions excepted). */
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(30),
  SESSION_LIFETIME_HOURS: z.coerce.number().int().min(1).default(12),
  REMEMBER_ME_DAYS: z.coerce.number().int().min(1).default(14),
  /** spec/01 4 idle logout, handed to the web app so a test can shorten it. */
  IDLE_WARNING_SECONDS: z.coerce.number().int().min(1).default(IDLE_WARNING_AFTER_SECONDS),
  IDLE_COUNTDOWN_SECONDS: z.coerce.number().int().min(1).default(IDLE_COUNTDOWN_SECONDS),
  KEEP_ALIVE_SECONDS: z.coerce.number().int().min(1).default(KEEP_ALIVE_INTERVAL_SECONDS),
  /** The address links in e-mails point to (confirmation, password reset); default http://localhost:PORT. */
  PUBLIC_URL: z.url().optional(),
  WEB_DIST_DIR: z.string().default(`${repositoryRoot}apps/web/dist`),
  /**
   * docs/api-accounts.md Rate limits. Registration, password reset, e-mail
   * checks and login-as count every attempt per IP address and per account
   * (the e-mail or user id a request names). Password and MFA code guesses
   * count failures only: per IP address, per account and IP address, and per
   * account across all addresses in an hour (OWASP ASVS 2.2.1: 100 at most).
   */
  RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_PER_IP_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_PER_ACCOUNT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  RATE_LIMIT_ACCOUNT_FAILURES_PER_HOUR: z.coerce.number().int().min(1).max(100).default(100),
  /** Card payments through Stripe when all three are set; none set runs the sandbox provider (payments/). */
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  /**
   * Issue 14: production takes real money only. Without the Stripe keys a
   * production start is refused, unless this says the sandbox (which charges
   * no card) is wanted there, e.g. a staging store.
   */
  PAYMENTS_SANDBOX_IN_PRODUCTION: booleanFlag,
  /** Stripe's API by default; another address for stripe-mock or a test double. */
  STRIPE_API_URL: optionalUrl(['http', 'https']),
  /**
   * Issue 17: the physician-oversight and laboratory partner's API
   * (docs/decisions.md "The partner's HTTP API"). Both set: the HTTP adapter;
   * neither: the sandbox partner (apps/api/src/partner).
   */
  PARTNER_API_URL: optionalUrl(['http', 'https']),
  PARTNER_API_KEY: optionalText,
  /** Production sends orders to a real partner; the sandbox there (a staging store) only when said by name. */
  PARTNER_SANDBOX_IN_PRODUCTION: booleanFlag,
  /** The sandbox approves this many seconds after submission rather than at the next approval slot (demos, tests). */
  PARTNER_SANDBOX_APPROVAL_SECONDS: z.coerce.number().int().min(0).optional(),
  /** The sandbox reports results this many seconds after approval: by default two days (a draw the next day, a day at the laboratory). */
  PARTNER_SANDBOX_RESULTS_SECONDS: z.coerce.number().int().min(0).default(2 * 24 * 3600),
  /**
   * Issue 19, spec/03 7 CRM authorisation: the store's app at Keap (its
   * developer portal's client id and secret). Both set: the Keap adapter;
   * neither: the local CRM (apps/api/src/crm).
   */
  KEAP_CLIENT_ID: optionalText,
  KEAP_CLIENT_SECRET: optionalText,
  /** Keap's token endpoint by default; another address for a test double. */
  KEAP_TOKEN_URL: optionalUrl(['http', 'https']),
  /** Production authorises at Keap; the local CRM there (a staging store) only when said by name. */
  CRM_LOCAL_IN_PRODUCTION: booleanFlag,
  /** Map tiles of the test center finder (spec/02 2.11); unset, DEFAULT_MAP_TILES; `none`, the markers show on a blank ground. */
  MAP_TILES_URL: optionalTileUrl,
  MAP_TILES_ATTRIBUTION: optionalText,
  MAP_SATELLITE_TILES_URL: optionalTileUrl,
  MAP_SATELLITE_TILES_ATTRIBUTION: optionalText,
  /**
   * Issue 21: GET /metrics answers only a caller sending it as a bearer
   * token. Unset, /metrics is open outside production and absent (404) in it.
   */
  METRICS_TOKEN: optionalText.refine((value) => value === undefined || value.length >= 32, { message: 'must be at least 32 characters' }),
});

export type AppConfig = z.infer<typeof environmentSchema>;

const STRIPE_KEYS = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

const PARTNER_KEYS = ['PARTNER_API_URL', 'PARTNER_API_KEY'] as const;

const KEAP_KEYS = ['KEAP_CLIENT_ID', 'KEAP_CLIENT_SECRET'] as const;

const productionRules = environmentSchema.superRefine((config, context) => {
  if (config.NODE_ENV === 'production' && !config.JWT_SECRET) {
    context.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required in production (32 characters or more)' });
  }
  // Half a Stripe setup would take payments it cannot confirm (no webhook secret) or not at all.
  const missing = STRIPE_KEYS.filter((name) => !config[name]);
  if (config.NODE_ENV === 'production' && missing.length === STRIPE_KEYS.length && !config.PAYMENTS_SANDBOX_IN_PRODUCTION) {
    for (const name of STRIPE_KEYS) {
      context.addIssue({ code: 'custom', path: [name], message: 'is required in production: without Stripe the sandbox takes orders without charging any card (set PAYMENTS_SANDBOX_IN_PRODUCTION=true only if that is wanted)' });
    }
  }
  const partnerMissing = PARTNER_KEYS.filter((name) => !config[name]);
  if (config.NODE_ENV === 'production' && partnerMissing.length === PARTNER_KEYS.length && !config.PARTNER_SANDBOX_IN_PRODUCTION) {
    for (const name of PARTNER_KEYS) {
      context.addIssue({ code: 'custom', path: [name], message: 'is required in production: without the partner API the sandbox partner approves and results orders no physician saw (set PARTNER_SANDBOX_IN_PRODUCTION=true only if that is wanted)' });
    }
  }
  if (partnerMissing.length === 1) {
    for (const name of partnerMissing) context.addIssue({ code: 'custom', path: [name], message: 'is required with the other partner setting (set both, or neither for the sandbox partner)' });
  }
  const keapMissing = KEAP_KEYS.filter((name) => !config[name]);
  if (config.NODE_ENV === 'production' && keapMissing.length === KEAP_KEYS.length && !config.CRM_LOCAL_IN_PRODUCTION) {
    for (const name of KEAP_KEYS) {
      context.addIssue({ code: 'custom', path: [name], message: 'is required in production: without Keap the local CRM keeps the authorisation and reaches no CRM (set CRM_LOCAL_IN_PRODUCTION=true only if that is wanted)' });
    }
  }
  if (keapMissing.length === 1) {
    for (const name of keapMissing) context.addIssue({ code: 'custom', path: [name], message: 'is required with the other Keap setting (set both, or neither for the local CRM)' });
  }
  if (missing.length > 0 && missing.length < STRIPE_KEYS.length) {
    for (const name of missing) context.addIssue({ code: 'custom', path: [name], message: 'is required with the other Stripe keys (set all three, or none for the sandbox)' });
  }
});

/** The Stripe settings when all three keys are set; undefined runs the sandbox provider. */
export function stripeSettingsOf(config: AppConfig) {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_PUBLISHABLE_KEY: publishableKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = config;
  if (!secretKey || !publishableKey || !webhookSecret) return undefined;
  return { secretKey, publishableKey, webhookSecret, apiUrl: config.STRIPE_API_URL };
}

/** The partner API's settings when both are set; undefined runs the sandbox partner. */
export function partnerApiSettingsOf(config: AppConfig): { baseUrl: string; apiKey: string } | undefined {
  const { PARTNER_API_URL: baseUrl, PARTNER_API_KEY: apiKey } = config;
  return baseUrl && apiKey ? { baseUrl, apiKey } : undefined;
}

/** The store's Keap app when both are set; undefined runs the local CRM. */
export function keapSettingsOf(config: AppConfig): { clientId: string; clientSecret: string; tokenUrl: string | undefined } | undefined {
  const { KEAP_CLIENT_ID: clientId, KEAP_CLIENT_SECRET: clientSecret } = config;
  return clientId && clientSecret ? { clientId, clientSecret, tokenUrl: config.KEAP_TOKEN_URL } : undefined;
}

interface MapTileLayer {
  url: string;
  attribution: string;
}

/** A configured layer with its own credit; unset, the default layer (its credit replaceable); `none`, no layer. */
function mapTileLayerOf(url: string | undefined, attribution: string | undefined, fallback: MapTileLayer): MapTileLayer | null {
  if (url === TILES_OFF) return null;
  if (url === undefined) return { url: fallback.url, attribution: attribution ?? fallback.attribution };
  return { url, attribution: attribution ?? '' };
}

/** The map's tile layers as the web app gets them (GET /api/app/config); null where turned off. */
export function mapTilesOf(config: AppConfig): { street: MapTileLayer | null; satellite: MapTileLayer | null } {
  return {
    street: mapTileLayerOf(config.MAP_TILES_URL, config.MAP_TILES_ATTRIBUTION, DEFAULT_MAP_TILES.street),
    satellite: mapTileLayerOf(config.MAP_SATELLITE_TILES_URL, config.MAP_SATELLITE_TILES_ATTRIBUTION, DEFAULT_MAP_TILES.satellite),
  };
}

/** The img-src sources the tile layers need: scheme and host, {s} as a wildcard subdomain. */
export function mapTileImageSources(config: AppConfig): string[] {
  const { street, satellite } = mapTilesOf(config);
  const sources = [street, satellite].flatMap((layer) => {
    const origin = layer?.url.match(/^(https?:\/\/[^/]+)/i)?.[1];
    return origin ? [origin.replace('{s}.', '*.').toLowerCase()] : [];
  });
  return [...new Set(sources)];
}

export class ConfigError extends Error {}

// TRUST_PROXY=true believed every X-Forwarded-For hop, the client's own
// included; left set, it would now be ignored without a word.
const RETIRED_VARIABLES = new Map([['TRUST_PROXY', 'is replaced by TRUST_PROXY_ADDRESSES, the addresses of the proxies in front of the app']]);

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = productionRules.safeParse(environment);
  const retired = [...RETIRED_VARIABLES].filter(([name]) => environment[name] !== undefined).map(([name, message]) => `  ${name}: ${message}`);
  if (parsed.success && retired.length === 0) return parsed.data;
  const problems = [...retired, ...(parsed.success ? [] : parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`))];
  throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
}
