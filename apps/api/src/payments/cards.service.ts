import type { Database } from '@labstore/db';
import { CARD_MESSAGES, PAYMENT_TYPE_CARD, SAVED_CARD_MESSAGES, type SavedCard } from '@labstore/domain';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { AppError } from '../lib/app-error';
import { FORBIDDEN_MESSAGE, type AuthContext } from '../plugins/auth';
import { toSavedCard } from './cards.mapper';
import { cardsRepository, type SavedCardRow } from './cards.repository';
import { isUniqueViolation } from './database-errors';
import { providerCustomerOf } from './payment-customers';
import type { PaymentProvider } from './payment-provider';

/** Ours: the spec words none of these card refusals (the domain's catalogue holds them). */
export { SAVED_CARD_MESSAGES };

function isExpired(month: number, year: number, now: Date): boolean {
  const currentYear = now.getUTCFullYear();
  return year < currentYear || (year === currentYear && month < now.getUTCMonth() + 1);
}

function assertNotExpired(month: number, year: number, now: Date): void {
  if (isExpired(month, year, now)) throw AppError.badRequest(CARD_MESSAGES.expired);
}

const alreadyExists = () => new AppError(409, CARD_MESSAGES.alreadyExists);

/** Two requests saving the same card at once: the unique index refuses the second with the same words. */
async function refusingTwins<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyExists();
    throw error;
  }
}

/**
 * spec/02 2.9, 5, 7 "Cards". Only the provider's payment method id, the type,
 * the last digits and the expiry are kept; a card matching an active saved
 * card's last digits and expiry is "The card already exist.".
 */
export function cardsService(db: Kysely<Database>, provider: PaymentProvider, clock: () => Date = () => new Date()) {
  async function ownCard(repository: ReturnType<typeof cardsRepository>, auth: AuthContext, cardId: string): Promise<SavedCardRow> {
    // An id that is no UUID names no card (rather than a database refusal).
    const card = z.uuid().safeParse(cardId).success ? await repository.findForUser(auth.userId, cardId) : undefined;
    if (!card) throw AppError.notFound(SAVED_CARD_MESSAGES.cardNotFound);
    return card;
  }

  return {
    async list(auth: AuthContext): Promise<SavedCard[]> {
      return (await cardsRepository(db).listForUser(auth.userId)).map(toSavedCard);
    },

    async add(auth: AuthContext, userId: string, paymentTypeId: number, paymentMethodId: string): Promise<SavedCard> {
      // A customer saves cards to their own account only (administrators act through login-as).
      if (userId !== auth.userId) throw new AppError(403, FORBIDDEN_MESSAGE);
      if (paymentTypeId !== PAYMENT_TYPE_CARD) throw AppError.badRequest(SAVED_CARD_MESSAGES.onlyCards);
      const method = await provider.describePaymentMethod(paymentMethodId);
      if (!method) throw AppError.badRequest(SAVED_CARD_MESSAGES.paymentMethodNotFound);
      assertNotExpired(method.expMonth, method.expYear, clock());
      // With Stripe a card pays again only from the account's customer.
      const providerCustomerId = await providerCustomerOf(db, provider, auth.userId);
      if (providerCustomerId && !(await provider.attachPaymentMethod(method.paymentMethodId, providerCustomerId))) {
        throw AppError.badRequest(SAVED_CARD_MESSAGES.paymentMethodNotFound);
      }
      const facts = { last4: method.last4, exp_month: method.expMonth, exp_year: method.expYear };
      const saved = await refusingTwins(() =>
        db.transaction().execute(async (trx) => {
          const repository = cardsRepository(trx);
          if (await repository.hasActiveTwin(auth.userId, facts, null)) throw alreadyExists();
          const isFirst = (await repository.countActive(auth.userId)) === 0;
          return repository.insert({
            user_id: auth.userId,
            provider: provider.name,
            provider_payment_method_id: method.paymentMethodId,
            card_type: method.cardType,
            ...facts,
            is_default: isFirst,
          });
        }),
      );
      return toSavedCard(saved);
    },

    async updateExpiry(auth: AuthContext, cardId: string, month: number, year: number): Promise<SavedCard> {
      assertNotExpired(month, year, clock());
      const repository = cardsRepository(db);
      const card = await ownCard(repository, auth, cardId);
      if (card.is_active && (await repository.hasActiveTwin(auth.userId, { last4: card.last4, exp_month: month, exp_year: year }, card.id))) throw alreadyExists();
      return toSavedCard(await refusingTwins(() => repository.update(card.id, { exp_month: month, exp_year: year })));
    },

    async setActive(auth: AuthContext, cardId: string, active: boolean): Promise<SavedCard> {
      const repository = cardsRepository(db);
      const card = await ownCard(repository, auth, cardId);
      if (active && !card.is_active && (await repository.hasActiveTwin(auth.userId, card, card.id))) throw alreadyExists();
      // A card put away stops being the default.
      const changes = active ? { is_active: true } : { is_active: false, is_default: false };
      return toSavedCard(await refusingTwins(() => repository.update(card.id, changes)));
    },

    async setDefault(auth: AuthContext, cardId: string): Promise<SavedCard> {
      return db.transaction().execute(async (trx) => {
        const repository = cardsRepository(trx);
        const card = await ownCard(repository, auth, cardId);
        if (!card.is_active) throw new AppError(409, SAVED_CARD_MESSAGES.inactiveDefault);
        await repository.clearDefault(auth.userId);
        return toSavedCard(await repository.update(card.id, { is_default: true }));
      });
    },

    /** The provider's payment method id of an active card of the caller, for paying with it. */
    async paymentMethodOf(auth: AuthContext, cardId: string): Promise<string> {
      const card = await ownCard(cardsRepository(db), auth, cardId);
      if (!card.is_active) throw AppError.notFound(SAVED_CARD_MESSAGES.cardNotFound);
      return card.provider_payment_method_id;
    },
  };
}
