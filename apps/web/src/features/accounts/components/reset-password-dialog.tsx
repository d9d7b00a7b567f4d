import '../i18n';
import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_PASSWORD_SPECIALS, RESET_PASSWORD_MESSAGES, resetPasswordSchema, type ResetPassword, type ResetPasswordInput } from '@labstore/domain';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert, PasswordField, SubmitButton } from '../../../components/ui/form-controls';
import { ApiError } from '../../../lib/api-error';
import { closeDialog } from '../../../lib/dialogs';
import { useMessageText } from '../../../lib/messages/use-message-text';
import { notify } from '../../../lib/notifications';
import { paths } from '../../../lib/paths';
import { useConfirmPasswordReset } from '../api/password-reset';
import { useLoginInTopBar } from '../login-place';
import { PasswordChecklist } from './password-checklist';
import styles from './dialog-layout.module.css';

/**
 * spec/01 2.5, 4: Reset Password, opened on the home page (and
 * /ResetPassword) when the e-mailed link brings userId and SecurityCode.
 */
export default function ResetPasswordDialog() {
  const { t } = useTranslation(['accounts', 'common']);
  const message = useMessageText();
  const navigate = useNavigate();
  const search = useRouterState({ select: (state) => state.location.search });
  const checklistId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const loginInTopBar = useLoginInTopBar();
  const confirm = useConfirmPasswordReset();
  const form = useForm<ResetPasswordInput, unknown, ResetPassword>({
    resolver: zodResolver(resetPasswordSchema),
    mode: 'onTouched',
    defaultValues: { userId: search.userId ?? '', securityCode: search.SecurityCode ?? '', password: '', confirmPassword: '' },
  });
  const password = useWatch({ control: form.control, name: 'password' });
  const errors = form.formState.errors;

  /** Leaves the link's address, so the dialog does not open again. */
  const leave = () => {
    closeDialog();
    void navigate({ ...paths.home(), replace: true });
  };

  const onSubmit = form.handleSubmit(async (reset) => {
    setFailure(null);
    try {
      await confirm.mutateAsync(reset);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t('common:errors.generic'));
      return;
    }
    // spec/01 4: the success words, then the instruction to click Login, where the header shows it (issue 16).
    const instruction = t(loginInTopBar ? 'resetPassword.loginInstruction' : 'resetPassword.loginInstructionMenu');
    notify({ type: 'success', message: `${message(RESET_PASSWORD_MESSAGES.changed)}. ${instruction}`, hideDelay: 6000 });
    leave();
  });

  return (
    <Dialog open onClose={leave} title={t('resetPassword.title')} size="small">
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <p className={styles.intro}>{t('resetPassword.intro')}</p>
        <PasswordField
          label={t('resetPassword.password')}
          autoComplete="new-password"
          maxLength={16}
          describedByExtra={checklistId}
          error={message(errors.password?.message)}
          {...form.register('password', { deps: form.formState.touchedFields.confirmPassword ? ['confirmPassword'] : [] })}
        />
        <PasswordChecklist id={checklistId} password={password} specials={ACCOUNT_PASSWORD_SPECIALS} />
        <PasswordField
          label={t('resetPassword.confirmPassword')}
          autoComplete="new-password"
          maxLength={16}
          error={message(errors.confirmPassword?.message)}
          {...form.register('confirmPassword')}
        />
        {failure && <FormAlert>{message(failure)}</FormAlert>}
        <SubmitButton pending={form.formState.isSubmitting}>{t('actions.save')}</SubmitButton>
      </form>
    </Dialog>
  );
}
