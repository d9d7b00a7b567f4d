import pg from 'pg';
import { registerCustomer } from './order-pools';

// Issue 19's figure: the administrators' Transactions list (GET
// /api/order/browse, spec/03 2) over 100,000 orders. An administrator
// registers through the API and is given the Admin role in SQL; 1,000
// customers and their orders are made in SQL beforehand (as order-pools.ts
// does), one test each, one every five minutes back from now (about a
// year), in the statuses a running store has: mostly Completed, then
// Submitted and In Progress, carts, canceled and rejected orders; some with
// a promo code, some free.

export const TRANSACTION_ORDERS = Number(process.env.BENCH_TRANSACTION_ORDERS ?? 100_000);
const CUSTOMERS = 1_000;

export interface TransactionPools {
  /** Bearer token of an administrator. */
  adminToken: string;
  /** The query of a month of Completed orders, from 60 to 30 days ago (spec/03 9 day range). */
  statusAndDays: string;
}

async function insertCustomers(client: pg.Client): Promise<void> {
  await client.query(
    `with made as (
       insert into users (email, password_hash, role_id, email_confirmed)
       select 'bench.tx.' || n || '@example.com', 'not-a-password-hash', 2, true from generate_series(1, $1) as n
       returning id, email)
     insert into profiles (user_id, first_name, last_name, email, mobile_phone, gender, birth_date)
     select id, 'Bench', 'Customer ' || split_part(email, '.', 3), email, '3175550100', 2, '1985-04-23' from made`,
    [CUSTOMERS],
  );
}

async function insertOrders(client: pg.Client): Promise<void> {
  const product = await client.query<{ id: string; master_price_cents: number }>("select id, master_price_cents from products where slug = 'lipid-panel'");
  const { id: productId, master_price_cents: priceCents } = product.rows[0] ?? { id: '', master_price_cents: 0 };
  if (!productId) throw new Error('bench: product lipid-panel is not seeded');
  await client.query(
    `insert into promo_codes (description, code, discount_type, discount_value, promo_type, total_use_limit, customer_use_limit)
     values ('Bench promo', 'BENCHTX', 1, 1000, 0, 0, 0) on conflict do nothing`,
  );
  await client.query(
    `with customers as (
       select row_number() over (order by p.user_id) as k, p.user_id, p.id as profile_id from profiles p where p.email like 'bench.tx.%'),
     plan as (
       select n, c.user_id, c.profile_id,
         case when n % 100 < 10 then 1 when n % 100 < 30 then 2 when n % 100 < 45 then 4 when n % 100 < 88 then 8 when n % 100 < 91 then 16 else 64 end as status,
         n % 20 = 0 as promoted, n % 50 = 7 as free
       from generate_series(1, $1) as n join customers c on c.k = 1 + n % $2),
     made as (
       insert into orders (user_id, profile_id, status, promo_code_id, is_payment_skipped, sub_total_cents, order_total_cents, submitted_at, created_at)
       select user_id, profile_id, status, case when promoted then (select id from promo_codes where code = 'BENCHTX') end, free and status <> 1,
         case when free then 0 else $3 end, case when free then 0 else $3 end,
         case when status <> 1 then now() - make_interval(mins => 5 * n) end, now() - make_interval(mins => 5 * n)
       from plan
       returning id, profile_id)
     insert into order_items (order_id, product_id, profile_id, initial_price_cents, price_cents) select id, $4, profile_id, $3, $3 from made`,
    [TRANSACTION_ORDERS, CUSTOMERS, priceCents, productId],
  );
  // As autovacuum leaves a table that was written and then read: statistics, and a visibility map for index-only counts.
  await client.query('vacuum analyze orders');
  await client.query('vacuum analyze order_items');
}

function day(daysAgo: number): string {
  return new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
}

export async function makeTransactionPools(apiUrl: string, databaseUrl: string): Promise<TransactionPools> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const admin = await registerCustomer(apiUrl, client, 'admin');
    await client.query('update users set role_id = 1 where id = $1', [admin.userId]);
    await insertCustomers(client);
    await insertOrders(client);
    return { adminToken: admin.token, statusAndDays: `status=8&createdDateFrom=${day(60)}T00:00:00.000Z&createdDateTo=${day(30)}T23:59:00.000Z` };
  } finally {
    await client.end();
  }
}
