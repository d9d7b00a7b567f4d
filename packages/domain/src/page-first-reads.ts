import { matchAppRoute } from './app-routes';
import { publicReadUrls } from './public-read-urls';

// Issue 10 (docs/performance.md "Lighthouse audit"): a product or an article
// is painted only once the app's script has run and asked for it, then for
// its picture: on a phone most of its largest paint was that wait. So the
// server puts the page's public reads' answers into its HTML and names the
// picture for preloading; the web app's HTTP client takes an answer from
// there the first time it reads that address (apps/web lib/page-data.ts).
// Only public, anonymous reads: never anything of a signed-in customer.

function decodedParam(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    // A malformed escape: the router shows not found, and nothing is read for it.
    return undefined;
  }
}

/** The GET addresses whose answers a page's first screen shows, for a pathname (no query). */
export function pageFirstReads(pathname: string): string[] {
  const route = matchAppRoute(pathname);
  if (route?.name === 'product') {
    const slugOrId = decodedParam(route.params.get('id'));
    return slugOrId ? [publicReadUrls.product(slugOrId)] : [];
  }
  if (route?.name === 'blogArticle') {
    const slug = decodedParam(route.params.get('slug'));
    return slug ? [publicReadUrls.articleBySlug(slug)] : [];
  }
  return [];
}

/** The picture a first read's answer shows largest (a product's, an article's cover), for a preload. */
export function leadImageOf(answer: unknown): string | undefined {
  if (typeof answer !== 'object' || answer === null || !('imageId' in answer)) return undefined;
  return typeof answer.imageId === 'string' && answer.imageId !== '' ? publicReadUrls.image(answer.imageId) : undefined;
}

/** The id of the element holding the answers in the page (a JSON data block, never run as script). */
export const PAGE_DATA_ELEMENT_ID = 'page-data';
