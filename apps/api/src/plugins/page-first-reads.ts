import { leadImageOf, PAGE_DATA_ELEMENT_ID, pageFirstReads, siteLanguageOf } from '@labstore/domain';
import type { FastifyInstance } from 'fastify';

// Issue 10 (packages/domain page-first-reads.ts): a product's or an article's
// page carries the public answers its first screen reads, and a preload of
// its picture, so a phone paints them without first waiting for the app's
// script to ask. The reads go through the API itself (inject), with no
// session: only what any visitor may read, from the same read cache.

/** JSON inside <script>: '<' escaped so no text in it can close the element or open a comment. */
function dataBlockJson(answers: ReadonlyMap<string, unknown>): string {
  return JSON.stringify(Object.fromEntries(answers)).replace(/</g, '\\u003c');
}

function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * What goes into the page's <head> for this address: empty when its first
 * screen reads nothing public. Issue 16: the answers are in the language the
 * browser asks for, and the block says which: the app takes them only when
 * its site language (which the browser's request cannot tell) is the same.
 */
export async function pageFirstReadsHead(app: FastifyInstance, pathname: string, acceptLanguage: string | undefined): Promise<string> {
  const language = siteLanguageOf(acceptLanguage);
  const answers = new Map<string, unknown>();
  for (const url of pageFirstReads(pathname)) {
    const response = await app.inject({ method: 'GET', url, headers: { accept: 'application/json', 'accept-language': language } });
    // Not found, refused or failed: the app reads it itself and words the outcome.
    if (response.statusCode === 200) answers.set(url, response.json());
  }
  const [firstAnswer] = answers.values();
  if (firstAnswer === undefined) return '';
  const image = leadImageOf(firstAnswer);
  const preload = image ? `<link rel="preload" as="image" href="${attribute(image)}" fetchpriority="high">` : '';
  return `${preload}<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}" data-language="${language}">${dataBlockJson(answers)}</script>`;
}
