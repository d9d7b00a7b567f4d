import '../i18n';
import { zodResolver } from '@hookform/resolvers/zod';
import { CARD_MESSAGES, CARD_TYPE, CARD_TYPE_LABELS, cardDetailsSchema, detectCardType, type CardDetails } from '@labstore/domain';
import { useState } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { shownError } from '../../../components/ui/field-ids';
import { SelectField, TextField } from '../../../components/ui/form-controls';
import { useMessageText } from '../../../lib/messages/use-message-text';
import { bumpedExpiryMonth, currentYearMonth, EXPIRY_MONTHS, expiryYears, isExpired, type YearMonth } from '../card-expiry';
import styles from './payment.module.css';

export type CardInput = z.input<typeof cardDetailsSchema>;
export type CardForm = UseFormReturn<CardInput, unknown, CardDetails>;

/**
 * spec/02 5 card form rules through the shared schema (its words appear
 * under the fields), plus the expiry check the schema cannot make alone: it
 * needs today's date. The month starts at the current one.
 */
export function useCardForm(): { form: CardForm; now: YearMonth } {
  const [now] = useState(() => currentYearMonth(new Date()));
  const form = useForm<CardInput, unknown, CardDetails>({
    resolver: async (values, context, options) => {
      const result = await zodResolver(cardDetailsSchema)(values, context, options);
      if (Object.keys(result.errors).length > 0 || !isExpired({ year: Number(values.year), month: Number(values.month) }, now)) return result;
      return { values: {}, errors: { month: { type: 'expired', message: CARD_MESSAGES.expired } } };
    },
    mode: 'onTouched',
    defaultValues: { cardNumber: '', cvc: '', month: now.month, year: now.year },
  });
  return { form, now };
}

/** Card number (its type detected from the prefix), expiry month and year, security code. */
export function CardFields({ form, now }: { form: CardForm; now: YearMonth }) {
  const { t } = useTranslation('checkout');
  const message = useMessageText();
  const { errors, touchedFields, isSubmitted } = form.formState;
  const cardNumber = useWatch({ control: form.control, name: 'cardNumber' });
  const cardType = detectCardType(cardNumber);
  const shown = (field: keyof CardInput) =>
    message(shownError(errors[field]?.message, { touched: Boolean(touchedFields[field]), submitted: isSubmitted }));

  const year = form.register('year', {
    valueAsNumber: true,
    // spec/02 5: choosing the current year bumps an earlier month up to the current one.
    onChange: (event: { target: HTMLSelectElement }) => {
      const chosen = { year: Number(event.target.value), month: Number(form.getValues('month')) };
      const month = bumpedExpiryMonth(chosen, now);
      if (month !== chosen.month) form.setValue('month', month, { shouldValidate: isSubmitted });
    },
  });

  return (
    <div className={styles.cardFields}>
      <TextField
        label={t('card.number')}
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={32}
        required
        wide
        hint={cardNumber.trim() !== '' && cardType !== CARD_TYPE.Other ? t('card.type', { type: CARD_TYPE_LABELS[cardType] }) : undefined}
        error={shown('cardNumber')}
        {...form.register('cardNumber')}
      />
      <SelectField label={t('card.month')} autoComplete="cc-exp-month" required error={shown('month')} {...form.register('month', { valueAsNumber: true })}>
        {EXPIRY_MONTHS.map((month) => (
          <option key={month} value={month}>
            {String(month).padStart(2, '0')}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('card.year')} autoComplete="cc-exp-year" required error={shown('year')} {...year}>
        {expiryYears(now).map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('card.cvc')}
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={4}
        required
        error={shown('cvc')}
        {...form.register('cvc')}
      />
    </div>
  );
}
