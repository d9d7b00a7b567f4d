import type { Database } from '@labstore/db';
import type { SiteLanguage } from '@labstore/domain';
import type { Kysely } from 'kysely';
import { LIST_COLUMNS, listedProducts } from './products.repository';

/**
 * What catalogue search reads of every listed product (spec/02 2.3: active
 * and not hidden): the list row it answers with, and the fields it matches
 * (spec/02 5) and ranks by. Loaded whole: the search index is built from it
 * in memory (docs/decisions.md, search rules shared with the offline catalogue).
 */
export function searchRepository(db: Kysely<Database>) {
  return {
    /** Issue 16: with each product's name in `language` where it has one, so Spanish search finds Spanish names. */
    listedForSearch(language: SiteLanguage) {
      return listedProducts(db, language).select(LIST_COLUMNS).select(['p.quest_code', 'p.tags', 'p.search_priority']).execute();
    },
  };
}

export type SearchSourceRow = Awaited<ReturnType<ReturnType<typeof searchRepository>['listedForSearch']>>[number];
