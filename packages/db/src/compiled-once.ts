import type { CompiledQuery, Kysely } from 'kysely';
import { keepPrepared } from './prepared-statements';

// Kysely builds a statement's SQL anew on every call. For the cart's hot
// statements that building was the largest share of the API's own CPU per
// add (docs/performance.md, issue 21). A statement whose text does not depend
// on its values is built here once, with a named slot where each value goes;
// every call then sends that text with its own values, as a prepared
// statement (keepPrepared), so the database does not plan it again either.

/** Where a value goes in the statement built once; never sent. */
class Slot {
  constructor(readonly name: string) {}
}

/** Stands for the call's value of `name` while the statement is built: typed as that value, so the builder checks its use. */
export type SlotOf<Values> = <Name extends keyof Values & string>(name: Name) => Values[Name];

interface Template<Values, Row> {
  query: CompiledQuery<Row>;
  /** For each parameter of the SQL: the value's name, or undefined for a constant of the statement. */
  slots: ReadonlyArray<(keyof Values & string) | undefined>;
}

function compileTemplate<DB, Values, Row>(db: Kysely<DB>, build: (db: Kysely<DB>, slot: SlotOf<Values>) => CompiledQuery<Row>): Template<Values, Row> {
  // The Slot passes through Kysely as any other parameter value; its type is the value's only while building.
  const slot = <Name extends keyof Values & string>(name: Name) => new Slot(name) as Values[Name];
  const query = build(db, slot);
  const slots = query.parameters.map((parameter) => (parameter instanceof Slot ? (parameter.name as keyof Values & string) : undefined));
  keepPrepared(query.sql);
  return { query, slots };
}

/**
 * A statement built once (`build` compiles it on the first call) and sent
 * with each call's values. `build` must give the same SQL whatever the values: no
 * branches on them, no lists expanded into one parameter each (`in` takes a
 * JSON array parameter instead).
 */
export function compiledOnce<DB, Values, Row>(build: (db: Kysely<DB>, slot: SlotOf<Values>) => CompiledQuery<Row>): (db: Kysely<DB>, values: Values) => Promise<Row[]> {
  let template: Template<Values, Row> | undefined;
  return async (db, values) => {
    template ??= compileTemplate(db, build);
    const { query, slots } = template;
    const parameters = query.parameters.map((constant, index) => {
      const name = slots[index];
      return name === undefined ? constant : values[name];
    });
    return (await db.executeQuery<Row>({ ...query, parameters })).rows;
  };
}
