import '../i18n';
import { CARD_MESSAGES, detectCardType, type PaymentIntentResponse, type SavedCard } from '@labstore/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert, FormButton, SubmitButton } from '../../../components/ui/form-controls';
import { ApiError } from '../../../lib/api-error';
import { useMessageText } from '../../../lib/messages/use-message-text';
import { notify } from '../../../lib/notifications';
import { createSandboxPaymentMethod, saveCard, savedCardsQueryOptions } from '../api/card-calls';
import { CardFields, useCardForm } from './card-fields';
import { StripeCardFrame, useStripeCard } from './stripe-card';
import styles from './payment.module.css';

interface AddCardDialogProps {
  /** The provider the checkout pays with, told by the intent answer. */
  intent: PaymentIntentResponse;
  userId: string;
  cards: readonly SavedCard[];
  onClose: () => void;
  /** With the new card's id, once the list shows it. */
  onAdded: (cardId: string | null) => void;
}

/** spec/02 2.9 Add new card: card number, expiry month and year, security code, Cancel and Add. */
export function AddCardDialog({ intent, ...props }: AddCardDialogProps) {
  return intent.provider === 'stripe' && intent.publishableKey ? <StripeAddCard publishableKey={intent.publishableKey} {...props} /> : <SandboxAddCard {...props} />;
}

type AddCardProps = Omit<AddCardDialogProps, 'intent'>;

/** Saves the payment method as the account's card and reads the list again; the server's refusal shows in the dialog. */
function useSaveCard({ userId, onAdded }: Pick<AddCardProps, 'userId' | 'onAdded'>) {
  const { t } = useTranslation('checkout');
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const save = async (createMethod: () => Promise<string>) => {
    setFailure(null);
    try {
      const known = new Set(queryClient.getQueryData(savedCardsQueryOptions().queryKey)?.items.map((card) => card.id));
      await saveCard(userId, await createMethod());
      const list = await queryClient.fetchQuery({ ...savedCardsQueryOptions(), staleTime: 0 });
      notify({ type: 'success', message: t('card.added') });
      // The add call's answer is not part of the contract: the new card is the one the list did not have.
      onAdded(list.items.find((card) => card.isActive && !known.has(card.id))?.id ?? null);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setFailure(error.message);
    }
  };
  return { failure, setFailure, save };
}

/**
 * spec/02 5: "The card already exist." when the last digits and expiry match
 * a saved card; said before anything is sent (the server checks it too).
 */
function alreadySaved(cards: readonly SavedCard[], card: { cardNumber: string; month: number; year: number }): boolean {
  const lastDigits = card.cardNumber.slice(-4);
  return cards.some(
    (saved) =>
      saved.cardNumberLastDigits === lastDigits &&
      saved.expirationMonth === card.month &&
      saved.expirationYear === card.year &&
      saved.cardType === detectCardType(card.cardNumber),
  );
}

function SandboxAddCard({ userId, cards, onClose, onAdded }: AddCardProps) {
  const { t } = useTranslation('checkout');
  const message = useMessageText();
  const { form, now } = useCardForm();
  const { failure, setFailure, save } = useSaveCard({ userId, onAdded });
  const onSubmit = form.handleSubmit(async (card) => {
    if (alreadySaved(cards, card)) {
      setFailure(CARD_MESSAGES.alreadyExists);
      return;
    }
    await save(async () => (await createSandboxPaymentMethod(card)).paymentMethodId);
  });
  return (
    <Dialog open onClose={onClose} title={t('payment.addCard')}>
      <form className={styles.body} onSubmit={onSubmit} noValidate>
        {failure && <FormAlert>{message(failure)}</FormAlert>}
        <CardFields form={form} now={now} />
        <div className={styles.actions}>
          <FormButton onClick={onClose}>{t('card.cancel')}</FormButton>
          <SubmitButton pending={form.formState.isSubmitting}>{t('card.add')}</SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}

function StripeAddCard({ publishableKey, userId, onClose, onAdded }: AddCardProps & { publishableKey: string }) {
  const { t } = useTranslation('checkout');
  const message = useMessageText();
  const stripe = useStripeCard(publishableKey);
  const { stripeCard } = stripe;
  const { failure, setFailure, save } = useSaveCard({ userId, onAdded });
  const [pending, setPending] = useState(false);
  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (stripeCard.status !== 'ready') return;
    setPending(true);
    try {
      const created = await stripeCard.stripe.createPaymentMethod({ type: 'card', card: stripeCard.card });
      if (created.error) setFailure(created.error.message ?? CARD_MESSAGES.numberRequired);
      else await save(() => Promise.resolve(created.paymentMethod.id));
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog open onClose={onClose} title={t('payment.addCard')}>
      <form className={styles.body} onSubmit={(event) => void onSubmit(event)} noValidate>
        {failure && <FormAlert>{message(failure)}</FormAlert>}
        <StripeCardFrame {...stripe} />
        <div className={styles.actions}>
          <FormButton onClick={onClose}>{t('card.cancel')}</FormButton>
          <SubmitButton pending={pending} disabled={stripeCard.status !== 'ready'}>
            {t('card.add')}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
