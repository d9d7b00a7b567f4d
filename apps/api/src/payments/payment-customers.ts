import type { Database } from '@labstore/db';
import type { Kysely } from 'kysely';
import type { PaymentProvider } from './payment-provider';

/**
 * The provider's customer of an account, made on first need and kept, so
 * every intent and saved card of the account names the same one. null when
 * the provider has no customers (the sandbox).
 */
export async function providerCustomerOf(db: Kysely<Database>, provider: PaymentProvider, userId: string): Promise<string | null> {
  const stored = () =>
    db.selectFrom('payment_customers').select('provider_customer_id').where('user_id', '=', userId).where('provider', '=', provider.name).executeTakeFirst();
  const known = await stored();
  if (known) return known.provider_customer_id;
  const created = await provider.createCustomer(userId);
  if (!created) return null;
  // Two first payments at once: the provider's idempotency key made them one customer; the first row stays.
  await db
    .insertInto('payment_customers')
    .values({ user_id: userId, provider: provider.name, provider_customer_id: created })
    .onConflict((conflict) => conflict.columns(['user_id', 'provider']).doNothing())
    .execute();
  return (await stored())?.provider_customer_id ?? created;
}
