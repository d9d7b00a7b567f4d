import { sql, type Kysely } from 'kysely';

// Every cart change reads and deletes an order's lines by order_id. The only
// index on it was the partial unique one (top-level lines), which a query for
// all of an order's lines cannot use, so each read scanned the whole table.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index order_items_order on order_items (order_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists order_items_order`.execute(db);
}
