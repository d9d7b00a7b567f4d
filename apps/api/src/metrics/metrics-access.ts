import { createHash, timingSafeEqual } from 'node:crypto';

export interface MetricsAccess {
  /** METRICS_TOKEN: set, every caller must send it; unset, only a store outside production answers. */
  token: string | undefined;
  isProduction: boolean;
}

const BEARER = /^Bearer (.+)$/i;

// Both sides hashed first, so the comparison takes the same time whatever
// the length or the first differing character of what a caller guessed.
const digestOf = (text: string) => createHash('sha256').update(text).digest();

/**
 * Issue 21: /metrics is not public in production. A caller gets it with the
 * token as a bearer token (never in the URL, where proxies and logs keep it);
 * without a token configured, only outside production.
 */
export function mayReadMetrics(authorization: string | undefined, { token, isProduction }: MetricsAccess): boolean {
  if (token === undefined) return !isProduction;
  const presented = BEARER.exec(authorization ?? '')?.[1];
  return presented !== undefined && timingSafeEqual(digestOf(presented), digestOf(token));
}
