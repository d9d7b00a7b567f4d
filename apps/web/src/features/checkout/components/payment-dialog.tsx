import '../i18n';
import {
  CARD_TYPE_LABELS,
  PAYMENT_MESSAGE_HIDE_DELAY_MS,
  PAYMENT_STATUS,
  type CheckoutResult,
  type PaymentIntentResponse,
  type SavedCard,
} from '@labstore/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { FormButton, SubmitButton } from '../../../components/ui/form-controls';
import { useMessageText } from '../../../lib/messages/use-message-text';
import { notify } from '../../../lib/notifications';
import { createSandboxPaymentMethod, useSavedCards } from '../api/card-calls';
import { confirmPayment } from '../api/checkout-calls';
import { outcomeOfFailure, outcomeOfResult } from '../payment-outcome';
import { confirmWithStripe } from '../stripe-confirmation';
import { useTimedMessage } from '../use-timed-message';
import { AddCardDialog } from './add-card-dialog';
import { CardFields, useCardForm } from './card-fields';
import { StripeCardFrame, useStripeCard } from './stripe-card';
import styles from './payment.module.css';
import { useFormats } from '../../../lib/formats';

interface PaymentDialogProps {
  intent: PaymentIntentResponse;
  orderId: string;
  /** The account's user id, for saving a new card. */
  userId: string | null;
  onClose: () => void;
  onSucceeded: (result: CheckoutResult) => void;
  /** After any result the cart is read again (spec/02 4.5 step 5). */
  onSettled: () => void;
}

/** How a Pay press runs: the confirmation it makes, or null when it ended before one (a field to fix). */
type Confirm = () => Promise<CheckoutResult | null>;

/**
 * spec/02 2.9 and 4.5: the card payment dialog. A saved card, or a new one
 * in Stripe's embedded form (when the intent names Stripe) or the sandbox
 * card form; "Pay {amount}", a spinner while it runs, and a message area
 * for the payment statuses (4 s). A payment error closes the dialog and
 * shows "A payment error occurred: ..." above the page.
 */
export function PaymentDialog({ intent, orderId, userId, onClose, onSucceeded, onSettled }: PaymentDialogProps) {
  const { amount: usd } = useFormats();
  const { t } = useTranslation('checkout');
  const savedCards = useSavedCards();
  const [chosen, setChosen] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [paying, setPaying] = useState(false);
  const [statusMessage, showStatusAsWorded] = useTimedMessage(PAYMENT_MESSAGE_HIDE_DELAY_MS);
  // The payment statuses are the catalogue's (spec/02 8): shown in the site's language.
  const say = useMessageText();
  const inSiteLanguage = (message: string) => say(message) ?? message;
  const showStatus = (message: string) => showStatusAsWorded(inSiteLanguage(message));
  const cards = savedCards.data ?? [];
  // The default card first, until the customer picks another or a new one.
  // Nothing is offered until the list has answered, so the form cannot
  // change under a card number being typed; no list (refused, unreached) is no saved card.
  const choice = chosen ?? cards[0]?.id ?? 'new';
  const amount = usd(intent.amount);

  const pay = async (confirm: Confirm) => {
    setPaying(true);
    try {
      const result = await confirm();
      if (!result) return;
      const outcome = outcomeOfResult(result);
      onSettled();
      if (outcome.kind === 'succeeded') onSucceeded(outcome.result);
      else if (outcome.kind === 'message') showStatus(outcome.message);
    } catch (error) {
      const outcome = outcomeOfFailure(error);
      onSettled();
      if (outcome.kind === 'message') showStatus(outcome.message);
      else if (outcome.kind === 'invalid') notify({ type: 'error', message: inSiteLanguage(outcome.message) });
      else if (outcome.kind === 'paymentError') {
        onClose();
        notify({ type: 'error', message: inSiteLanguage(outcome.message) });
      }
    } finally {
      setPaying(false);
    }
  };

  return (
    <Dialog open onClose={onClose} title={t('payment.title')}>
      <div className={styles.body}>
        <p className={styles.amount}>{t('payment.amount', { amount })}</p>
        {savedCards.isPending && <p aria-busy="true">{t('payment.loadingCards')}</p>}
        {cards.length > 0 && <SavedCardChoice cards={cards} choice={choice} onChoose={setChosen} />}
        {savedCards.isPending ? null : choice === 'new' ? (
          <NewCardPayment intent={intent} orderId={orderId} onPay={pay} onStatus={showStatus} />
        ) : (
          <form
            id={PAY_FORM_ID}
            onSubmit={(event) => {
              event.preventDefault();
              void pay(() => confirmPayment({ orderId, paymentStatus: PAYMENT_STATUS.Processing, cardId: choice }));
            }}
          />
        )}
        <p className={styles.message} role="status" aria-live="polite">
          {statusMessage}
        </p>
        <div className={styles.actions}>
          {userId && <FormButton onClick={() => setAdding(true)}>{t('payment.addCard')}</FormButton>}
          <SubmitButton pending={paying} form={PAY_FORM_ID}>
            {t('payment.pay', { amount })}
          </SubmitButton>
        </div>
      </div>
      {adding && userId && (
        <AddCardDialog
          intent={intent}
          userId={userId}
          cards={cards}
          onClose={() => setAdding(false)}
          onAdded={(cardId) => {
            setAdding(false);
            setChosen(cardId);
          }}
        />
      )}
    </Dialog>
  );
}

const PAY_FORM_ID = 'checkout-payment-form';

function SavedCardChoice({ cards, choice, onChoose }: { cards: readonly SavedCard[]; choice: string; onChoose: (id: string) => void }) {
  const { t } = useTranslation('checkout');
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.message}>{t('payment.savedCards')}</legend>
      {cards.map((card) => (
        <label key={card.id} className={styles.choice}>
          <input type="radio" name="card" value={card.id} checked={choice === card.id} onChange={() => onChoose(card.id)} />
          {t('payment.cardEnding', {
            type: CARD_TYPE_LABELS[card.cardType],
            digits: card.cardNumberLastDigits,
            month: String(card.expirationMonth).padStart(2, '0'),
            year: card.expirationYear,
          })}
        </label>
      ))}
      <label className={styles.choice}>
        <input type="radio" name="card" value="new" checked={choice === 'new'} onChange={() => onChoose('new')} />
        {t('payment.newCard')}
      </label>
    </fieldset>
  );
}

interface NewCardPaymentProps {
  intent: PaymentIntentResponse;
  orderId: string;
  onPay: (confirm: Confirm) => Promise<void>;
  onStatus: (message: string) => void;
}

function NewCardPayment({ intent, ...props }: NewCardPaymentProps) {
  return intent.provider === 'stripe' && intent.publishableKey ? (
    <StripePayment publishableKey={intent.publishableKey} clientSecret={intent.clientSecret} {...props} />
  ) : (
    <SandboxPayment {...props} />
  );
}

/** The sandbox provider's card form: the details become a payment method on the server, which then confirms with it. */
function SandboxPayment({ orderId, onPay }: Omit<NewCardPaymentProps, 'intent'>) {
  const { form, now } = useCardForm();
  const onSubmit = form.handleSubmit((card) =>
    onPay(async () => {
      const method = await createSandboxPaymentMethod(card);
      return confirmPayment({ orderId, paymentStatus: PAYMENT_STATUS.Processing, paymentMethodId: method.paymentMethodId });
    }),
  );
  return (
    <form id={PAY_FORM_ID} onSubmit={onSubmit} noValidate>
      <CardFields form={form} now={now} />
    </form>
  );
}

interface StripePaymentProps extends Omit<NewCardPaymentProps, 'intent'> {
  publishableKey: string;
  clientSecret: string;
}

/** Stripe's embedded card form; Stripe.js confirms in the browser (stripe-confirmation.ts). */
function StripePayment({ publishableKey, clientSecret, orderId, onPay, onStatus }: StripePaymentProps) {
  const stripe = useStripeCard(publishableKey);
  const { stripeCard } = stripe;
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (stripeCard.status !== 'ready') return;
    void onPay(() =>
      confirmWithStripe({
        orderId,
        confirmCardPayment: () => stripeCard.stripe.confirmCardPayment(clientSecret, { payment_method: { card: stripeCard.card } }),
        confirm: confirmPayment,
        showStatus: onStatus,
      }),
    );
  };
  return (
    <form id={PAY_FORM_ID} onSubmit={onSubmit} noValidate>
      <StripeCardFrame {...stripe} />
    </form>
  );
}
