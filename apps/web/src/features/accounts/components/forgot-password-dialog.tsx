import '../i18n';
import { zodResolver } from '@hookform/resolvers/zod';
import { emailRequestSchema } from '@labstore/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Dialog } from '../../../components/ui/dialog';
import { FormButton, TextField } from '../../../components/ui/form-controls';
import { closeDialog, useDialogContext } from '../../../lib/dialogs';
import { useMessageText } from '../../../lib/messages/use-message-text';
import { notify } from '../../../lib/notifications';
import { useRequestPasswordReset } from '../api/password-reset';
import styles from './dialog-layout.module.css';

/** spec/01 2.5, 4, 8: Forgot password. Closes straight after submit; errors are ignored silently. */
export default function ForgotPasswordDialog() {
  const { t } = useTranslation('accounts');
  const message = useMessageText();
  const context = useDialogContext('forgotPassword');
  const reset = useRequestPasswordReset();
  const form = useForm<z.input<typeof emailRequestSchema>, unknown, z.output<typeof emailRequestSchema>>({
    resolver: zodResolver(emailRequestSchema),
    mode: 'onTouched',
    defaultValues: { email: context?.email ?? '' },
  });

  const onSubmit = form.handleSubmit(({ email }) => {
    closeDialog();
    // The dialog is gone by the time the answer comes, and mutate's own
    // callbacks die with it: the promise still settles.
    reset.mutateAsync({ email }).then(
      () => notify({ type: 'success', message: t('forgotPassword.sent') }),
      () => undefined,
    );
  });

  return (
    <Dialog open onClose={closeDialog} title={t('forgotPassword.title')} size="small">
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <p className={styles.intro}>{t('forgotPassword.intro')}</p>
        <TextField
          label={t('forgotPassword.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          aria-required
          error={message(form.formState.errors.email?.message)}
          {...form.register('email')}
        />
        <div className={styles.actions}>
          <FormButton onClick={closeDialog}>{t('actions.cancel')}</FormButton>
          <FormButton variant="primary" type="submit">
            {t('actions.submit')}
          </FormButton>
        </div>
      </form>
    </Dialog>
  );
}
