import type { Database } from '@labstore/db';
import { sql, type Kysely } from 'kysely';

/**
 * The CRM's newsletter list (DESIGN.md "Outside services"): Keap once
 * credentials are given; until then the local default below, which keeps the
 * list in newsletter_subscriptions.
 */
export interface NewsletterCrm {
  /**
   * Adds the address, or takes it back after an unsubscribe; an address
   * already on the list stays as it is. Told confirmed addresses only: the
   * owner has followed the confirmation link (double opt-in, issue 14).
   */
  subscribe(email: string): Promise<void>;
  /** Takes the address off the list (the unsubscribe link); an address not on it, or already off, is left as it is. */
  unsubscribe(email: string): Promise<void>;
  /** Whether the address has asked for no more of the list's mail. */
  hasUnsubscribed(email: string): Promise<boolean>;
  /** Whether the address is on the list now: confirmed, and not unsubscribed since. */
  isSubscribed(email: string): Promise<boolean>;
}

export function localNewsletterCrm(db: Kysely<Database>): NewsletterCrm {
  return {
    async subscribe(email) {
      await db
        .insertInto('newsletter_subscriptions')
        .values({ email })
        .onConflict((conflict) =>
          conflict.column('email').doUpdateSet((eb) => ({
            // A subscriber who left and came back subscribed anew; one still on the list keeps the first date.
            subscribed_at: eb
              .case()
              .when('newsletter_subscriptions.unsubscribed_at', 'is', null)
              .then(eb.ref('newsletter_subscriptions.subscribed_at'))
              .else(eb.fn<Date>('now'))
              .end(),
            unsubscribed_at: null,
          })),
        )
        .execute();
    },

    async unsubscribe(email) {
      await db
        .updateTable('newsletter_subscriptions')
        // The first date of leaving is kept: a second click changes nothing.
        .set({ unsubscribed_at: sql<Date>`now()` })
        .where('email', '=', email)
        .where('unsubscribed_at', 'is', null)
        .execute();
    },

    async hasUnsubscribed(email) {
      const row = await db.selectFrom('newsletter_subscriptions').select('unsubscribed_at').where('email', '=', email).executeTakeFirst();
      return Boolean(row?.unsubscribed_at);
    },

    async isSubscribed(email) {
      const row = await db.selectFrom('newsletter_subscriptions').select('unsubscribed_at').where('email', '=', email).executeTakeFirst();
      return row !== undefined && row.unsubscribed_at === null;
    },
  };
}
