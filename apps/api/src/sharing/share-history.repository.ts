import type { Database, ShareHistoryEntry } from '@labstore/db';
import { SHARE_LINK_LIFETIME_HOURS, type ResultFileType, type SiteLanguage } from '@labstore/domain';
import { sql, type Kysely } from 'kysely';
import { isUuid } from '../lib/uuid';

/** A share with where the database clock says its link stands (a link without an expiry never opens). */
export interface ShareRow extends ShareHistoryEntry {
  is_expired: boolean;
}

export interface NewShare {
  orderId: string;
  apiResultId: string;
  fileType: ResultFileType;
  contactTo: string;
  senderId: string;
  tokenHash: string;
  language: SiteLanguage;
}

/** Who shares are counted for in a window: a sender, or a recipient's address whatever its case. */
export type ShareCounter = { senderId: string } | { recipient: string };

export interface WindowCount {
  count: number;
  /** Seconds until the oldest share of the window leaves it. */
  retryAfterSeconds: number;
}

const IS_EXPIRED = sql<boolean>`coalesce(expires_at <= now(), true)`.as('is_expired');

/** All Kysely code of share_history; `db` may be a transaction. */
export function shareHistoryRepository(db: Kysely<Database>) {
  const selectShares = () => db.selectFrom('share_history').selectAll().select(IS_EXPIRED);

  return {
    /** An order's send history, newest first (spec/02 2.10). */
    ofOrder(orderId: string): Promise<ShareRow[]> {
      return selectShares().where('order_id', '=', orderId).orderBy('sent_at', 'desc').orderBy('id', 'desc').execute();
    },

    /** An id that is no UUID names no share. */
    async find(id: string): Promise<ShareRow | undefined> {
      if (!isUuid(id)) return undefined;
      return selectShares().where('id', '=', id).executeTakeFirst();
    },

    findByTokenHash(tokenHash: string): Promise<ShareRow | undefined> {
      return selectShares().where('token_hash', '=', tokenHash).executeTakeFirst();
    },

    /** A new link, expiring SHARE_LINK_LIFETIME_HOURS after it is sent by the database clock. */
    insert(share: NewShare): Promise<ShareRow> {
      return db
        .insertInto('share_history')
        .values({
          order_id: share.orderId,
          api_result_id: share.apiResultId,
          file_type: share.fileType,
          contact_to: share.contactTo,
          user_id: share.senderId,
          token_hash: share.tokenHash,
          expires_at: sql<Date>`now() + make_interval(hours => ${SHARE_LINK_LIFETIME_HOURS})`,
          language: share.language,
        })
        .returningAll()
        .returning(IS_EXPIRED)
        .executeTakeFirstOrThrow();
    },

    /**
     * Opens a link once: of concurrent opens, the first marks it and the
     * others wait on its row, then find it opened and get nothing.
     */
    markOpened(tokenHash: string): Promise<ShareRow | undefined> {
      return db
        .updateTable('share_history')
        .set({ opened_at: sql<Date>`now()` })
        .where('token_hash', '=', tokenHash)
        .where('opened_at', 'is', null)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .returningAll()
        .returning(IS_EXPIRED)
        .executeTakeFirst();
    },

    /** Gives a link back when its open could not deliver the document. */
    async reopen(id: string): Promise<void> {
      await db.updateTable('share_history').set({ opened_at: null }).where('id', '=', id).execute();
    },

    /** Revokes a link still unused and unexpired; undefined when it is not (any more). */
    revoke(id: string): Promise<ShareRow | undefined> {
      return db
        .updateTable('share_history')
        .set({ revoked_at: sql<Date>`now()` })
        .where('id', '=', id)
        .where('opened_at', 'is', null)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .returningAll()
        .returning(IS_EXPIRED)
        .executeTakeFirst();
    },

    /**
     * Holds the counter's transaction lock until the transaction ends, so
     * counting and inserting are one step for that sender or address.
     */
    async lock(counter: ShareCounter): Promise<void> {
      const key = 'senderId' in counter ? `share-sender:${counter.senderId}` : `share-recipient:${counter.recipient.toLowerCase()}`;
      await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(db);
    },

    /** The shares counted for `counter` in the last `hours`. */
    async countSince(counter: ShareCounter, hours: number): Promise<WindowCount> {
      const query = db
        .selectFrom('share_history')
        .select([
          sql<string | number>`count(*)`.as('count'),
          sql<string | number | null>`ceil(extract(epoch from min(sent_at) + make_interval(hours => ${hours}) - now()))`.as('retry_after'),
        ])
        .where('sent_at', '>', sql<Date>`now() - make_interval(hours => ${hours})`);
      const counted = 'senderId' in counter ? query.where('user_id', '=', counter.senderId) : query.where(sql<string>`lower(contact_to)`, '=', counter.recipient.toLowerCase());
      const row = await counted.executeTakeFirstOrThrow();
      return { count: Number(row.count), retryAfterSeconds: Math.max(1, Number(row.retry_after ?? 1)) };
    },
  };
}

export type ShareHistoryRepository = ReturnType<typeof shareHistoryRepository>;
