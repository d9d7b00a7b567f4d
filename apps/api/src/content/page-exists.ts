import type { Database } from '@labstore/db';
import { findContentEntry, isAppRoute } from '@labstore/domain';
import type { Kysely } from 'kysely';
import { contentRepository } from './content.repository';
import { buildNavigationTree } from './content.service';

/**
 * Whether the web app has a page at this address: one of its routes, or a
 * content page of the navigation list found by the same rule the app's
 * catch-all uses. Only addresses outside the routes reach the database.
 */
export function pageExists(db: Kysely<Database>): (pathname: string) => Promise<boolean> {
  const pages = contentRepository(db);
  return async (pathname) => {
    if (isAppRoute(pathname)) return true;
    return findContentEntry(buildNavigationTree(await pages.listActive('en')), pathname) !== undefined;
  };
}
