import pg from 'pg';

// Issue 17's figures: a signed-in customer's order history and requisition
// downloads. The customer registers through the API as any client would; the
// confirmation e-mail is skipped by marking the address confirmed in SQL,
// and the orders are made in SQL beforehand (as cart-pools.ts makes carts):
// 50 completed orders for the history, and one approved order per first
// requisition download so that every "made" request makes a new PDF.

export const PASSWORD = 'Bench#12345';
/** spec/02 9 order page size is 10; the bench reads the whole history in pages as the web app does. */
export const HISTORY_ORDERS = 50;

export interface OrderPools {
  /** Bearer token of the customer with HISTORY_ORDERS completed orders. */
  historyToken: string;
  /** Bearer token of the customer who owns the requisitions. */
  requisitionToken: string;
  /** Approved orders whose requisition was never downloaded: one per "first download" request. */
  freshRequisitions: Array<{ orderId: string; apiResultId: string }>;
  /** One order whose requisition is stored after its first download. */
  storedRequisition: { orderId: string; apiResultId: string };
}

export async function registerCustomer(apiUrl: string, client: pg.Client, label: string): Promise<{ userId: string; profileId: string; token: string }> {
  const email = `bench.${label}.${Date.now().toString(36)}@example.com`;
  const registration = await fetch(`${apiUrl}/api/account/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email, password: PASSWORD, confirmPassword: PASSWORD, date: '04-23-1985', firstName: 'Bench', middleName: '', lastName: 'Customer', suffix: 'None',
      gender: 2, termsAndConditions: true, privacyPolicy: true, state: 'IN', city: 'Indianapolis', zip: '46204', addressType: 1, addressLine: '1 Monument Cir',
      homePhone: '', workPhone: '', mobilePhone: '3175550100', languagePreference: 0, maritalStatus: 1, title: 1,
    }),
  });
  if (!registration.ok) throw new Error(`bench: register ${registration.status} ${await registration.text()}`);
  const { userId } = (await registration.json()) as { userId: string };
  await client.query('update users set email_confirmed = true where id = $1', [userId]);
  const signIn = await fetch(`${apiUrl}/Token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', userName: email, password: PASSWORD, rememberMe: 'false' }).toString(),
  });
  if (!signIn.ok) throw new Error(`bench: sign-in ${signIn.status} ${await signIn.text()}`);
  const token = (await signIn.json()) as { access_token: string; profileId: string };
  return { userId, profileId: token.profileId, token: token.access_token };
}

/** Orders of the customer with one panel each, submitted an hour apart; `status` 4 (approved) or 8 (completed). */
export async function insertOrders(client: pg.Client, owner: { userId: string; profileId: string }, count: number, status: 4 | 8): Promise<Array<{ orderId: string; apiResultId: string }>> {
  const product = await client.query<{ id: string; master_price_cents: number }>("select id, master_price_cents from products where slug = 'lipid-panel'");
  const { id: productId, master_price_cents: priceCents } = product.rows[0] ?? { id: '', master_price_cents: 0 };
  if (!productId) throw new Error('bench: product lipid-panel is not seeded');
  const { rows } = await client.query<{ orderId: string; apiResultId: string }>(
    `with made as (
       insert into orders (user_id, profile_id, status, sub_total_cents, order_total_cents, submitted_at, created_at)
       select $1, $2, $3, $5, $5, now() - make_interval(hours => n), now() - make_interval(hours => n) from generate_series(1, $4) as n
       returning id),
     items as (insert into order_items (order_id, product_id, profile_id, initial_price_cents, price_cents) select id, $6, $2, $5, $5 from made),
     paid as (insert into payment_transactions (order_id, provider, provider_reference, amount_cents, status) select id, 'sandbox', 'pi_bench_' || id, $5, 1 from made)
     insert into order_results (order_id, api_result_id, physicians_name, physicians_npi, approved_at, lab_account)
     select id, 'REQ-' || substr(replace(id::text, '-', ''), 1, 12), 'Dr. Bench Physician', '1234567893', now(), 'SANDBOX-LAB-01' from made
     returning order_id as "orderId", api_result_id as "apiResultId"`,
    [owner.userId, owner.profileId, status, count, priceCents, productId],
  );
  return rows;
}

export async function makeOrderPools(apiUrl: string, databaseUrl: string, freshCount: number): Promise<OrderPools> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const historyOwner = await registerCustomer(apiUrl, client, 'history');
    await insertOrders(client, historyOwner, HISTORY_ORDERS, 8);
    const requisitionOwner = await registerCustomer(apiUrl, client, 'requisitions');
    const [storedRequisition, ...freshRequisitions] = await insertOrders(client, requisitionOwner, freshCount + 1, 4);
    if (!storedRequisition) throw new Error('bench: no order was made');
    return { historyToken: historyOwner.token, requisitionToken: requisitionOwner.token, freshRequisitions, storedRequisition };
  } finally {
    await client.end();
  }
}
