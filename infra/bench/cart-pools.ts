import pg from 'pg';

// Carts for the add-to-cart and remove benchmarks, made in SQL beforehand so
// that every request is one shopper's change to their own cart: no two
// requests wait on the same order row, and none is refused by a cart rule.

/** The test every bench cart holds or gets: an active single test without a questionnaire. */
const BENCH_PRODUCT_SLUG = 'vitamin-d-25-hydroxy';

export interface CartPools {
  productId: string;
  /** Empty guest carts, one per add. */
  emptyCartIds: string[];
  /** Guest carts holding the product, with the line to remove. */
  filledLines: Array<{ orderId: string; itemId: string }>;
}

export async function makeCartPools(databaseUrl: string, size: number): Promise<CartPools> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const product = await client.query<{ id: string; master_price_cents: number }>('select id, master_price_cents from products where slug = $1', [BENCH_PRODUCT_SLUG]);
    const { id: productId, master_price_cents: priceCents } = product.rows[0] ?? { id: '', master_price_cents: 0 };
    if (!productId) throw new Error(`bench: product ${BENCH_PRODUCT_SLUG} is not seeded`);
    const empty = await client.query<{ id: string }>('insert into orders (status) select 1 from generate_series(1, $1) returning id', [size]);
    const filled = await client.query<{ orderId: string; itemId: string }>(
      `with carts as (insert into orders (status) select 1 from generate_series(1, $1) returning id)
       insert into order_items (order_id, product_id, initial_price_cents, price_cents)
       select id, $2, $3, $3 from carts returning order_id as "orderId", id as "itemId"`,
      [size, productId, priceCents],
    );
    return { productId, emptyCartIds: empty.rows.map((row) => row.id), filledLines: filled.rows };
  } finally {
    await client.end();
  }
}

/** Each call answers the next entry, so each request gets a cart of its own. */
export function oneEach<T, R>(entries: readonly T[], use: (entry: T) => R): () => R {
  let next = 0;
  return () => use(entries[next++ % entries.length]!);
}
