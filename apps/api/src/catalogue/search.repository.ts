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

// A name closer than this is offered as "did you mean" when nothing matched.
const DID_YOU_MEAN_MIN_SIMILARITY = 0.2;
// What pg_trgm's % and <% operators test (defaults 0.3 and 0.6), on the
// similarities nearNames has already computed.
const IS_TYPO_MATCH = sql<boolean>`(t.similarity >= current_setting('pg_trgm.similarity_threshold')::real
  or t.word_similarity >= current_setting('pg_trgm.word_similarity_threshold')::real)`;
const CLOSENESS = sql<number>`greatest(t.similarity, t.word_similarity)`;
const CLOSEST_FIRST = sql`${CLOSENESS} desc, p.search_priority desc, p.name`;

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

    /**
     * Typo-tolerant names ('cholesteral', 'vitamine d'), closest first, and
     * the closest listed name for "did you mean", from one pass over the
     * names that computes each similarity once.
     */
    async nearNames(term: string, page: SearchPage) {
      const lower = term.toLowerCase();
      const near = listed()
        .innerJoinLateral(
          sql<{ similarity: number; word_similarity: number }>`(select similarity(lower(p.name), ${lower}) as similarity,
            word_similarity(${lower}, lower(p.name)) as word_similarity)`.as('t'),
          (join) => join.onTrue(),
        )
        .where(CLOSENESS, '>=', DID_YOU_MEAN_MIN_SIMILARITY);
      const rows = await near
        .select(LIST_COLUMNS)
        .select([
          IS_TYPO_MATCH.as('is_typo_match'),
          sql<string>`count(*) filter (where ${IS_TYPO_MATCH}) over ()`.as('total'),
          sql<string>`first_value(p.name) over (order by ${CLOSEST_FIRST})`.as('closest_name'),
        ])
        // Typo matches first, so the page is theirs; the other rows only carry the window values.
        .orderBy(IS_TYPO_MATCH, 'desc')
        .orderBy('p.search_priority', 'desc')
        .orderBy('t.word_similarity', 'desc')
        .orderBy('t.similarity', 'desc')
        .orderBy('p.name')
        .orderBy('p.id')
        .offset(page.skip)
        .limit(page.top)
        .execute();
      // Only a page past the end needs the summary on its own.
      const summary =
        rows[0] ??
        (await near
          .select([
            sql<string>`count(*) filter (where ${IS_TYPO_MATCH})`.as('total'),
            sql<string | null>`(array_agg(p.name order by ${CLOSEST_FIRST}))[1]`.as('closest_name'),
          ])
          .executeTakeFirstOrThrow());
      return {
        rows: rows.filter((row) => row.is_typo_match).map(({ total: _total, is_typo_match: _typo, closest_name: _closest, ...row }) => row),
        count: Number(summary.total),
        closestName: summary.closest_name ?? undefined,
      };
    },
  };
}
