import '../i18n';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ACCOUNT_PASSWORD_SPECIALS,
  CHANGE_PASSWORD_MESSAGES,
  changePasswordSchema,
  type ChangePassword,
  type ChangePasswordInput,
} from '@labstore/domain';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert, FormButton, PasswordField, SubmitButton } from '../../../components/ui/form-controls';
import { shownError } from '../../../components/ui/field-ids';
import { rekeyKeptDocuments } from '../../../entities/kept-documents';
import { ApiError } from '../../../lib/api-error';
import { closeDialog, useDialogContext } from '../../../lib/dialogs';
import { useMessageText } from '../../../lib/messages/use-message-text';
import { notify } from '../../../lib/notifications';
import { useAuthSession } from '../../../lib/session/current-session';
import type { AccountDialogProps } from '../account-environment';
import { checkPassword, useChangePassword } from '../api/change-password';
import { PasswordChecklist } from './password-checklist';
import styles from './dialog-layout.module.css';

/** spec/01 8: a refusal whose body names both new fields means the password was used before. */
function refusalMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = error.body;
  const modelState = typeof body === 'object' && body !== null ? Reflect.get(body, 'modelState') : undefined;
  const fields = typeof modelState === 'object' && modelState !== null ? Object.keys(modelState) : [];
  if (fields.includes('newPassword') && fields.includes('confirmPassword')) return CHANGE_PASSWORD_MESSAGES.reusedNotice;
  return error.message;
}

/**
 * spec/01 2.5, 4, 5: Change Password, for every signed-in user. The reuse
 * check runs when the new password loses focus; submit stays disabled while
 * the form is invalid, the two new fields differ, or the password was used.
 */
export default function ChangePasswordDialog({ environment }: AccountDialogProps) {
  const { t } = useTranslation(['accounts', 'common']);
  const message = useMessageText();
  const context = useDialogContext('changePassword');
  const session = useAuthSession();
  const change = useChangePassword();
  const userId = context?.userId ?? session?.userId ?? environment.signedInAs?.userId ?? null;
  const helpId = useId();
  const [reused, setReused] = useState(false);
  const [helpFor, setHelpFor] = useState<'newPassword' | 'confirmPassword' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const form = useForm<ChangePasswordInput, unknown, ChangePassword>({
    resolver: zodResolver(changePasswordSchema),
    mode: 'onChange',
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isValid, isSubmitting, touchedFields } = form.formState;
  const [newPassword, confirmPassword] = useWatch({ control: form.control, name: ['newPassword', 'confirmPassword'] });
  const visibleError = (field: keyof ChangePasswordInput) =>
    message(shownError(errors[field]?.message, { touched: Boolean(touchedFields[field]), submitted: form.formState.isSubmitted }));

  const newPasswordField = form.register('newPassword', {
    deps: touchedFields.confirmPassword ? ['confirmPassword'] : [],
    onChange: () => setReused(false),
    onBlur: async (event: { target: HTMLInputElement }) => {
      const value = event.target.value;
      if (value === '' || !userId) return;
      const usedBefore = await checkPassword({ userId, password: value }).catch(() => false);
      // Only if the field still holds what was checked.
      if (form.getValues('newPassword') === value) setReused(usedBefore);
    },
  });
  // The help appears with the first focus and then stays: hiding it on blur
  // moved the buttons out from under a click on CHANGE PASSWORD.
  const confirmField = form.register('confirmPassword');

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await change.mutateAsync(values);
    } catch (error) {
      setFailure(refusalMessage(error) ?? t('common:errors.generic'));
      return;
    }
    notify({ type: 'success', message: message(CHANGE_PASSWORD_MESSAGES.changed) ?? CHANGE_PASSWORD_MESSAGES.changed });
    // Issue 18: what this phone keeps is re-encrypted under the new password,
    // in the background; if that fails it stays under the old one and the
    // customer is told (docs/decisions.md "Kept on the device").
    if (session?.userId && !session.isAdmin && !session.isQuasiAdmin) void rekeyKeptDocuments(session.userId, values.oldPassword, values.newPassword);
    closeDialog();
  });

  const blocked = !isValid || newPassword !== confirmPassword || reused;

  return (
    <Dialog open onClose={closeDialog} title={t('changePassword.title')} size="small">
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <PasswordField
          label={t('changePassword.currentPassword')}
          autoComplete="current-password"
          error={visibleError('oldPassword')}
          {...form.register('oldPassword')}
        />
        <PasswordField
          label={t('changePassword.newPassword')}
          autoComplete="new-password"
          maxLength={16}
          describedByExtra={helpFor ? helpId : undefined}
          error={visibleError('newPassword')}
          onFocus={() => setHelpFor('newPassword')}
          {...newPasswordField}
        />
        <PasswordField
          label={t('changePassword.confirmPassword')}
          autoComplete="new-password"
          maxLength={16}
          describedByExtra={helpFor ? helpId : undefined}
          error={visibleError('confirmPassword')}
          onFocus={() => setHelpFor('confirmPassword')}
          {...confirmField}
        />
        {helpFor && (
          <PasswordChecklist
            id={helpId}
            title={t('changePassword.helpTitle')}
            password={helpFor === 'newPassword' ? newPassword : confirmPassword}
            specials={ACCOUNT_PASSWORD_SPECIALS}
          />
        )}
        {reused && <FormAlert>{message(CHANGE_PASSWORD_MESSAGES.reused)}</FormAlert>}
        {failure && <FormAlert>{message(failure)}</FormAlert>}
        <div className={styles.actions}>
          <FormButton onClick={closeDialog}>{t('actions.cancel')}</FormButton>
          <SubmitButton pending={isSubmitting} disabled={blocked}>
            {t('changePassword.submit')}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
