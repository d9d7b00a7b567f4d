import { STORE_FEE_MAX, storeFeesSchema, type StoreFees } from '@labstore/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../../components/ui/load-failed';
import { SubmitButton, TextField } from '../../../../components/ui/form-controls';
import { domainResolver } from '../../../../lib/domain-resolver';
import { useMessageText } from '../../../../lib/messages/use-message-text';
import { useNotify } from '../../../../lib/notifications';
import { useSaveStoreFees, useStoreFees } from './fee-calls';
import styles from './fees-tab.module.css';

const FIELDS = ['processingFee', 'physicianOversightFee', 'labDrawFee'] as const;

/**
 * Issue 20: the three fees an order is charged, editable (docs/decisions.md
 * "A Fees tab the spec does not have"). A saved change prices every open
 * cart at its next load.
 */
export function FeesTab() {
  const { t } = useTranslation('dashboard');
  const fees = useStoreFees();
  if (fees.isError) return <LoadFailed message={t('fees.loadFailed')} onRetry={() => void fees.refetch()} />;
  if (!fees.data) return <p>{t('fees.loading')}</p>;
  return <FeesForm fees={fees.data} />;
}

function FeesForm({ fees }: { fees: StoreFees }) {
  const { t } = useTranslation('dashboard');
  const message = useMessageText();
  const notify = useNotify();
  const save = useSaveStoreFees();
  const form = useForm<StoreFees, unknown, StoreFees>({ resolver: domainResolver<StoreFees, StoreFees>(storeFeesSchema), defaultValues: fees });

  const onSubmit = form.handleSubmit(async (values) => {
    const answer = await save.mutateAsync(values);
    form.reset(answer.fees);
    notify({ message: answer.message, type: 'success' });
  });

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event).catch(() => undefined)} noValidate aria-labelledby="store-fees-heading">
      <h3 id="store-fees-heading">{t('fees.heading')}</h3>
      <p>{t('fees.hint', { max: STORE_FEE_MAX })}</p>
      {FIELDS.map((field) => (
        <TextField
          key={field}
          label={t(`fees.fields.${field}`)}
          type="number"
          inputMode="decimal"
          min={0}
          max={STORE_FEE_MAX}
          step="0.01"
          required
          error={message(form.formState.errors[field]?.message)}
          {...form.register(field, { valueAsNumber: true })}
        />
      ))}
      <SubmitButton pending={save.isPending}>{t('fees.save')}</SubmitButton>
    </form>
  );
}
