import '../i18n';
import { zodResolver } from '@hookform/resolvers/zod';
import { loginAsSchema } from '@labstore/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert, FormButton, PasswordField, SubmitButton } from '../../../components/ui/form-controls';
import { ApiError } from '../../../lib/api-error';
import { closeDialog, useDialogContext, type LoginAsPayload } from '../../../lib/dialogs';
import { useMessageText } from '../../../lib/messages/use-message-text';
import { loginAsLandingUrl } from '../../../lib/session/login-as-address';
import type { AccountDialogProps } from '../account-environment';
import { useLoginAs } from '../api/login-as';
import styles from './dialog-layout.module.css';

const passwordSchema = loginAsSchema.pick({ password: true });

/**
 * spec/01 2.5, 4, 6: an administrator re-enters their own password to open a
 * customer's session, marked quasi-admin, in a new tab. With the update flag
 * (onConfirm) the button says Confirm and the payload goes to that action.
 */
export default function LoginAsDialog({ environment }: AccountDialogProps) {
  const { t } = useTranslation(['accounts', 'common']);
  const message = useMessageText();
  const context = useDialogContext('loginAs');
  const adminName = environment.signedInAs?.email ?? '';
  const loginAs = useLoginAs();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<z.input<typeof passwordSchema>, unknown, z.output<typeof passwordSchema>>({
    resolver: zodResolver(passwordSchema),
    mode: 'onTouched',
    defaultValues: { password: '' },
  });
  if (!context) return null;
  const customer = context.userName;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    const payload: LoginAsPayload = { password, rememberMe: false, userName: customer, adminName };
    if (context.onConfirm) {
      context.onConfirm(payload);
      closeDialog();
      return;
    }
    // Opened now, while the click still counts as the user's, so no pop-up blocker stops it.
    const tab = window.open('', '_blank');
    if (!tab) {
      setFailure(t('loginAs.popupBlocked'));
      return;
    }
    tab.opener = null;
    try {
      // Issue 14: the tab gets a single-use code, never a token, and trades it for the session itself.
      const { code } = await loginAs.mutateAsync(payload);
      tab.location.href = loginAsLandingUrl(code);
      closeDialog();
    } catch (error) {
      tab.close();
      setFailure(error instanceof ApiError ? error.message : t('common:errors.generic'));
    }
  });

  return (
    <Dialog open onClose={closeDialog} title={t('loginAs.title')} size="small">
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <p className={styles.intro}>{t(context.onConfirm ? 'loginAs.introUpdate' : 'loginAs.intro', { email: customer })}</p>
        <PasswordField
          label={t('loginAs.password')}
          autoComplete="current-password"
          error={message(form.formState.errors.password?.message)}
          {...form.register('password')}
        />
        {failure && <FormAlert>{message(failure)}</FormAlert>}
        <div className={styles.actions}>
          <FormButton onClick={closeDialog}>{t('actions.cancel')}</FormButton>
          <SubmitButton pending={form.formState.isSubmitting}>{t(context.onConfirm ? 'loginAs.confirm' : 'loginAs.login')}</SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
