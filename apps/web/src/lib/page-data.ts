import { PAGE_DATA_ELEMENT_ID } from '@labstore/domain';

// Issue 10 (packages/domain page-first-reads.ts): the answers the server put
// into this page's HTML for the public reads its first screen makes. Each
// answers the first GET of its address only; every later read of it goes to
// the network, so nothing is served stale past the page's own load.

export interface PageData {
  /**
   * The page's answer for this address, once; undefined when it has none (or
   * gave it already), or when it is in another language than the site's
   * (issue 16: the server answered in the browser's language).
   */
  take(url: string, siteLanguage?: string): { body: unknown } | undefined;
}

/** The answers of a JSON data block's text: an object of address to answer; anything else counts as none. */
export function pageDataOf(text: string | null | undefined, answeredIn?: string): PageData {
  const answers = new Map<string, unknown>();
  try {
    const parsed: unknown = JSON.parse(text ?? '{}');
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      for (const [url, body] of Object.entries(parsed)) answers.set(url, body);
    }
  } catch {
    // A page without usable answers reads everything from the network, as before.
  }
  return {
    take(url, siteLanguage) {
      if (!answers.has(url)) return undefined;
      const body = answers.get(url);
      answers.delete(url);
      if (answeredIn !== undefined && siteLanguage !== undefined && answeredIn !== siteLanguage) return undefined;
      return { body };
    },
  };
}

/** This page's answers (the server's data block), read at the first request. */
export function documentPageData(): PageData {
  let data: PageData | undefined;
  return {
    take(url, siteLanguage) {
      const element = typeof document === 'undefined' ? undefined : document.getElementById(PAGE_DATA_ELEMENT_ID);
      data ??= pageDataOf(element?.textContent, element?.dataset.language);
      return data.take(url, siteLanguage);
    },
  };
}
