import type { Database } from '@labstore/db';
import { sql, type Kysely } from 'kysely';
import { LIST_COLUMNS, listedProducts } from './products.repository';

// spec/02 5: a catalogue search matches the term against name, CPT, quest
// code and tags; case-insensitive for name and CPT, exact case for quest code
// and tags. Inactive and hidden products are never found (spec/02 2.3).

/** The term inside a LIKE pattern: %, _ and \ are literal characters. */
export function likeContains(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

// pg_trgm's defaults: similarity (%) 0.3, word_similarity (<%) 0.6. The
// operators use the products_name_trgm index on lower(name).
// A name closer than this is offered as "did you mean" when nothing matched.
const DID_YOU_MEAN_MIN_SIMILARITY = 0.2;

export interface SearchPage {
  skip: number;
  top: number;
}

/**
 * One query answers a page and, through count(*) over (), the number of all
 * matches; only a page past the end needs a second query for the count.
 */
async function withCount<T extends { total: string }>(
  rows: T[],
  page: SearchPage,
  countAll: () => Promise<{ count: string }>,
): Promise<{ rows: Omit<T, 'total'>[]; count: number }> {
  const count = rows[0] ? Number(rows[0].total) : page.skip === 0 ? 0 : Number((await countAll()).count);
  return { rows: rows.map(({ total: _total, ...row }) => row), count };
}

export function searchRepository(db: Kysely<Database>) {
  const listed = () => listedProducts(db);

  return {
    /**
     * Plain matches, by search priority, then an exact name, a name prefix,
     * then trigram closeness of the name (spec/02 5, issue 4).
     */
    async plainMatches(term: string, page: SearchPage) {
      const lower = term.toLowerCase();
      const contains = likeContains(lower);
      const matching = listed().where((eb) =>
        eb.or([
          eb(sql`lower(p.name)`, 'like', contains),
          eb(sql`lower(p.cpt)`, 'like', contains),
          eb('p.quest_code', '=', term),
          sql<boolean>`${term} = any(p.tags)`,
        ]),
      );
      const rows = await matching
          .select(LIST_COLUMNS)
          .select(sql<string>`count(*) over ()`.as('total'))
          .orderBy('p.search_priority', 'desc')
          .orderBy(sql`lower(p.name) = ${lower}`, 'desc')
          .orderBy(sql`lower(p.name) like ${`${lower.replace(/[\\%_]/g, (character) => `\\${character}`)}%`}`, 'desc')
          .orderBy(sql`similarity(lower(p.name), ${lower})`, 'desc')
          .orderBy('p.name')
          .orderBy('p.id')
          .offset(page.skip)
          .limit(page.top)
          .execute();
      return withCount(rows, page, () => matching.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow());
    },

    /** Typo-tolerant names ('cholesteral', 'vitamine d'), closest first. */
    async similarNames(term: string, page: SearchPage) {
      const lower = term.toLowerCase();
      const matching = listed().where(sql<boolean>`(lower(p.name) % ${lower} or ${lower} <% lower(p.name))`);
      const rows = await matching
          .select(LIST_COLUMNS)
          .select(sql<string>`count(*) over ()`.as('total'))
          .orderBy('p.search_priority', 'desc')
          .orderBy(sql`word_similarity(${lower}, lower(p.name))`, 'desc')
          .orderBy(sql`similarity(lower(p.name), ${lower})`, 'desc')
          .orderBy('p.name')
          .orderBy('p.id')
          .offset(page.skip)
          .limit(page.top)
          .execute();
      return withCount(rows, page, () => matching.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow());
    },

    /** The listed name closest to the term, if any is reasonably close. */
    async closestName(term: string): Promise<string | undefined> {
      const lower = term.toLowerCase();
      const closeness = sql<number>`greatest(similarity(lower(p.name), ${lower}), word_similarity(${lower}, lower(p.name)))`;
      const row = await listed()
        .select('p.name')
        .where(closeness, '>=', DID_YOU_MEAN_MIN_SIMILARITY)
        .orderBy(closeness, 'desc')
        .orderBy('p.search_priority', 'desc')
        .orderBy('p.name')
        .limit(1)
        .executeTakeFirst();
      return row?.name;
    },
  };
}
