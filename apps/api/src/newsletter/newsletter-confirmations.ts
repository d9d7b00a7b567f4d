import type { Database } from '@labstore/db';
import { sql, type Kysely } from 'kysely';
import { hashLinkCode, newLinkCode } from '../lib/link-codes';

/** How long a confirmation link works (docs/decisions.md "Newsletter: double opt-in"). */
export const CONFIRMATION_LINK_DAYS = 7;
/** At most one confirmation e-mail per address in this many hours, however often it is asked for. */
export const CONFIRMATION_RESEND_HOURS = 6;

export type ConfirmationCheck = { status: 'pending'; email: string } | { status: 'alreadyConfirmed' } | { status: 'invalid' };


/**
 * The pending side of the newsletter's double opt-in (spec/02 7 subscribe,
 * issue 14): a code per address, stored hashed, sent in the confirmation
 * link. A newer code retires the older one; a used one stays, so a second
 * click is recognised as such and changes nothing.
 */
export function newsletterConfirmations(db: Kysely<Database>) {
  return {
    /**
     * A new code for the address, or undefined when one was sent within
     * CONFIRMATION_RESEND_HOURS. One statement, so concurrent requests issue
     * one code between them.
     */
    async issue(email: string): Promise<string | undefined> {
      const code = newLinkCode();
      const issued = await db
        .insertInto('newsletter_confirmations')
        .values({ email, code_hash: hashLinkCode(code) })
        .onConflict((conflict) =>
          conflict
            .column('email')
            .doUpdateSet({ code_hash: hashLinkCode(code), sent_at: sql<Date>`now()`, confirmed_at: null })
            .where('newsletter_confirmations.sent_at', '<=', sql<Date>`now() - make_interval(hours => ${CONFIRMATION_RESEND_HOURS})`),
        )
        .returning('email')
        .executeTakeFirst();
      return issued ? code : undefined;
    },

    /** What a link's code stands for: a pending address, one confirmed already, or nothing (forged, retired by a newer code, or expired). */
    async check(code: string): Promise<ConfirmationCheck> {
      const row = await db
        .selectFrom('newsletter_confirmations')
        .select(['email', 'confirmed_at', sql<boolean>`sent_at > now() - make_interval(days => ${CONFIRMATION_LINK_DAYS})`.as('live')])
        .where('code_hash', '=', hashLinkCode(code))
        .executeTakeFirst();
      if (!row) return { status: 'invalid' };
      if (row.confirmed_at) return { status: 'alreadyConfirmed' };
      return row.live ? { status: 'pending', email: row.email } : { status: 'invalid' };
    },

    /** Uses the code up; false when a concurrent click was first. */
    async markConfirmed(code: string): Promise<boolean> {
      const used = await db
        .updateTable('newsletter_confirmations')
        .set({ confirmed_at: sql<Date>`now()` })
        .where('code_hash', '=', hashLinkCode(code))
        .where('confirmed_at', 'is', null)
        .returning('email')
        .executeTakeFirst();
      return used !== undefined;
    },
  };
}
