import '../i18n';
import { zodResolver } from '@hookform/resolvers/zod';
import { promoCheckQuerySchema, type Cart } from '@labstore/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormButton, SubmitButton, TextField } from '../../../components/ui/form-controls';
import { ApiError } from '../../../lib/api-error';
import { useMessageText } from '../../../lib/messages/use-message-text';
import { notify } from '../../../lib/notifications';
import { applyPromoCode, removePromoCode } from '../api/promo-calls';
import { forgetPromoCode, storePromoCode } from '../promo-storage';
import styles from './checkout.module.css';

type PromoForm = z.input<typeof promoCheckQuerySchema>;

interface PromoPanelProps {
  cart: Cart;
  /** The cart the server answered, for the cart's state (entities/cart settleCart). */
  onCart: (cart: Cart) => void;
}

/**
 * spec/02 2.8 and 4.4: collapsed behind "+ Apply a promo code"; entry mode
 * shows the input; once applied, "Promo Code applied: {code}" with Change
 * and remove. A code flagged isBlured is not shown: the disabled input reads
 * "PROMO CODE APPLIED" and there is nothing to apply.
 */
export function PromoPanel({ cart, onCart }: PromoPanelProps) {
  const { t } = useTranslation('checkout');
  const [entering, setEntering] = useState(false);
  const [removing, setRemoving] = useState(false);
  const applied = cart.isUsePromoCode && cart.promoCode ? cart.promoCode : null;

  const remove = async () => {
    setRemoving(true);
    try {
      const result = await removePromoCode(cart.id);
      forgetPromoCode();
      onCart(result.cart);
      setEntering(false);
      notify({ type: 'success', message: result.message });
    } catch (error) {
      if (error instanceof ApiError) notify({ type: 'error', message: error.message });
      else throw error;
    } finally {
      setRemoving(false);
    }
  };

  if (cart.isBlured && applied) {
    return (
      <div className={styles.promo}>
        <div className={styles.promoForm}>
          <TextField label={t('promo.label')} value={t('promo.appliedInput')} disabled readOnly />
          <RemoveButton pending={removing} onRemove={remove} />
        </div>
      </div>
    );
  }

  return (
    <div className={styles.promo}>
      {applied && (
        <div className={styles.promoApplied}>
          <p className={styles.note} role="status">
            {t('promo.applied', { code: applied })}
          </p>
          {!entering && (
            <FormButton onClick={() => setEntering(true)}>
              {t('promo.change')}
            </FormButton>
          )}
          <RemoveButton pending={removing} onRemove={remove} />
        </div>
      )}
      {entering ? (
        <PromoEntry
          orderId={cart.id}
          onApplied={(next) => {
            onCart(next);
            setEntering(false);
          }}
          onCancel={() => setEntering(false)}
        />
      ) : (
        !applied && (
          <button type="button" className={styles.linkButton} onClick={() => setEntering(true)}>
            {t('promo.open')}
          </button>
        )
      )}
    </div>
  );
}

function RemoveButton({ pending, onRemove }: { pending: boolean; onRemove: () => void }) {
  const { t } = useTranslation('checkout');
  return (
    <FormButton onClick={onRemove} disabled={pending} aria-busy={pending || undefined}>
      {t('promo.remove')}
    </FormButton>
  );
}

/** The input and Apply: the server's refusal (not valid, expired, used up...) appears under the field. */
function PromoEntry({ orderId, onApplied, onCancel }: { orderId: string; onApplied: (cart: Cart) => void; onCancel: () => void }) {
  const { t } = useTranslation('checkout');
  const message = useMessageText();
  const form = useForm<PromoForm>({ resolver: zodResolver(promoCheckQuerySchema), defaultValues: { code: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ code }) => {
    try {
      const result = await applyPromoCode(orderId, code.trim());
      storePromoCode(code);
      onApplied(result.cart);
      notify({ type: 'success', message: result.message });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      form.setError('code', { message: error.message });
    }
  });

  return (
    <form className={styles.promoForm} onSubmit={onSubmit} noValidate>
      <TextField
        label={t('promo.label')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        // Opened by a button press: the customer came to type.
        autoFocus
        error={message(errors.code?.message)}
        {...form.register('code')}
      />
      <SubmitButton pending={isSubmitting}>{t('promo.apply')}</SubmitButton>
      <FormButton onClick={onCancel}>{t('promo.cancel')}</FormButton>
    </form>
  );
}
