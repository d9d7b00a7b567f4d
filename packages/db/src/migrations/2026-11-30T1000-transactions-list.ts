import { sql, type Kysely } from 'kysely';

// Issue 19, spec/03 2 Transactions: the administrators' order list reads
// every order newest first (created_at, then id), by a status mask, a day
// range, and the promo and free-only checkboxes, 10 a page, over 100,000
// orders and more. Without these the page sorted the whole table each time.
// - newest first, any status: walk orders_created and stop after the page;
// - one status (and a day range): orders_status_created is already in order;
// - promo and free-only select few orders: their own small partial indexes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index orders_created on orders (created_at desc, id desc)`.execute(db);
  await sql`create index orders_status_created on orders (status, created_at desc, id desc)`.execute(db);
  await sql`create index orders_promo_created on orders (created_at desc, id desc) where promo_code_id is not null`.execute(db);
  await sql`create index orders_free_created on orders (created_at desc, id desc) where is_payment_skipped`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ['orders_free_created', 'orders_promo_created', 'orders_status_created', 'orders_created']) {
    await sql`drop index if exists ${sql.ref(name)}`.execute(db);
  }
}
