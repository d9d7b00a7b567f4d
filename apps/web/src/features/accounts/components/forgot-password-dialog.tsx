import '../i18n';
import { zodResolver } from '@hookform/resolvers/zod';
import { emailRequestSchema } from '@labstore/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Dialog } from '../../../components/ui/dialog';
import { closeDialog, useDialogContext } from '../../../lib/dialogs';
import { notify } from '../../../lib/notifications';
import { requestPasswordReset } from '../api/password-reset';
import { useMessageText } from '../i18n';
import { TextField } from './form-controls';
import styles from './forms.module.css';

/** spec/01 2.5, 4, 8: Forgot password. Closes straight after submit; errors are ignored silently. */
export default function ForgotPasswordDialog() {
  const { t } = useTranslation('accounts');
  const message = useMessageText();
  const context = useDialogContext('forgotPassword');
  const form = useForm<z.input<typeof emailRequestSchema>, unknown, z.output<typeof emailRequestSchema>>({
    resolver: zodResolver(emailRequestSchema),
    mode: 'onTouched',
    defaultValues: { email: context?.email ?? '' },
  });

  const onSubmit = form.handleSubmit(({ email }) => {
    closeDialog();
    requestPasswordReset(email).then(
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
          required
          error={message(form.formState.errors.email?.message)}
          {...form.register('email')}
        />
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={closeDialog}>
            {t('actions.cancel')}
          </button>
          <button type="submit" className={styles.primary}>
            {t('actions.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
