import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

// One policy for the storefront, its static files, the API and /docs: each
// needs only its own origin. Checked in Chromium against the built app and
// swagger-ui (docs/security.md): no inline script or style, icons in CSS as
// data: SVG, the service worker and manifest from this origin. With Stripe
// configured, the payment dialog loads Stripe.js, which talks to Stripe's
// API and draws the card fields in Stripe's frames (Stripe's own CSP guide);
// without it nothing outside our origin is allowed. The test center map's
// tiles are images from the hosts its configured tile URLs name (config.ts
// mapTileImageSources).
export interface ContentSecurityOptions {
  stripe: boolean;
  /** Extra img-src sources: the map tile hosts. */
  imageSources?: readonly string[];
}

export function contentSecurityPolicy({ stripe, imageSources = [] }: ContentSecurityOptions): string {
  const stripeOnly = (sources: string) => (stripe ? ` ${sources}` : '');
  return [
    "default-src 'self'",
    `script-src 'self'${stripeOnly('https://js.stripe.com')}`,
    "style-src 'self'",
    ["img-src 'self' data:", ...imageSources].join(' '),
    "font-src 'self'",
    `connect-src 'self'${stripeOnly('https://api.stripe.com')}`,
    ...(stripe ? ['frame-src https://js.stripe.com https://hooks.stripe.com'] : []),
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy({ stripe: false });

// swagger-ui adds one <style> element of its own at run time. /docs shows
// only our OpenAPI document, never stored content, so inline style (which
// cannot run script) is allowed there and nowhere else.
export const DOCS_CONTENT_SECURITY_POLICY = CONTENT_SECURITY_POLICY.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'");

function isDocs(url: string): boolean {
  return url === '/docs' || url.startsWith('/docs/') || url.startsWith('/docs?');
}

// A year, the figure browsers' preload lists ask for.
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Content-Security-Policy this app sends (Stripe's hosts only when Stripe is configured). */
    contentSecurityPolicy: string;
  }
}

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  // Other sites learn our origin, never a path or query (reset and confirm
  // links carry codes there); the browsers' own default, made certain.
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // frame-ancestors for browsers that predate it.
  'X-Frame-Options': 'DENY',
};

export function addSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', request.server.contentSecurityPolicy ?? CONTENT_SECURITY_POLICY);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (!reply.hasHeader(name)) reply.header(name, value);
  }
  if (isDocs(request.url)) reply.header('Content-Security-Policy', DOCS_CONTENT_SECURITY_POLICY);
  // HSTS means something only over https (RFC 6797 7.2): request.protocol is
  // the TLS socket's, or X-Forwarded-Proto's from a proxy TRUST_PROXY_ADDRESSES names.
  if (request.protocol === 'https') reply.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
}

/** The security headers on every response: the app shell, static files, the API, /docs and errors. */
export default fp<ContentSecurityOptions>(
  async function securityHeaders(app: FastifyInstance, options) {
    app.decorate('contentSecurityPolicy', contentSecurityPolicy(options));
    app.addHook('onSend', async (request, reply) => addSecurityHeaders(request, reply));
  },
  { name: 'security-headers' },
);
