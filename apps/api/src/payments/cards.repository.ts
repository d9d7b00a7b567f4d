import type { Database, SavedCardsTable } from '@labstore/db';
import type { Insertable, Kysely, Selectable } from 'kysely';

export type SavedCardRow = Selectable<SavedCardsTable>;

/** spec/02 7 "Cards": the caller's saved cards (provider token, type, last digits, expiry). */
export function cardsRepository(db: Kysely<Database>) {
  return {
    listForUser(userId: string): Promise<SavedCardRow[]> {
      return db
        .selectFrom('saved_cards')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('is_default', 'desc')
        .orderBy('is_active', 'desc')
        .orderBy('created_at', 'desc')
        .execute();
    },

    /** A card of this user only: another account's card id finds nothing. */
    findForUser(userId: string, cardId: string): Promise<SavedCardRow | undefined> {
      return db.selectFrom('saved_cards').selectAll().where('id', '=', cardId).where('user_id', '=', userId).executeTakeFirst();
    },

    hasActiveTwin(userId: string, facts: { last4: string; exp_month: number; exp_year: number }, exceptId: string | null): Promise<boolean> {
      let query = db
        .selectFrom('saved_cards')
        .select('id')
        .where('user_id', '=', userId)
        .where('is_active', '=', true)
        .where('last4', '=', facts.last4)
        .where('exp_month', '=', facts.exp_month)
        .where('exp_year', '=', facts.exp_year);
      if (exceptId) query = query.where('id', '!=', exceptId);
      return query.executeTakeFirst().then((row) => row !== undefined);
    },

    countActive(userId: string): Promise<number> {
      return db
        .selectFrom('saved_cards')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('user_id', '=', userId)
        .where('is_active', '=', true)
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.count));
    },

    insert(card: Insertable<SavedCardsTable>): Promise<SavedCardRow> {
      return db.insertInto('saved_cards').values(card).returningAll().executeTakeFirstOrThrow();
    },

    update(cardId: string, changes: Partial<Pick<SavedCardRow, 'exp_month' | 'exp_year' | 'is_active' | 'is_default'>>): Promise<SavedCardRow> {
      return db.updateTable('saved_cards').set(changes).where('id', '=', cardId).returningAll().executeTakeFirstOrThrow();
    },

    clearDefault(userId: string): Promise<unknown> {
      return db.updateTable('saved_cards').set({ is_default: false }).where('user_id', '=', userId).where('is_default', '=', true).execute();
    },
  };
}
