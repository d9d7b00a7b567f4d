import { adminUserName, mfaChangedMessage, type AdminUser } from '@labstore/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { FormButton } from '../../../../components/ui/form-controls';
import { openDialog } from '../../../../lib/dialogs';
import { useMessageText } from '../../../../lib/messages/use-message-text';
import { useDashboardEnvironment } from '../../gate/dashboard-environment';
import { SwitchButton } from '../../kit/switch-button';
import { changeUserName, setNonTransactional, setTwoFactor, userKeys } from './user-calls';
import { useUserAction } from './use-user-action';
import styles from './users-tab.module.css';

/**
 * spec/03 2 Users tab, first sub-tab: the user's profile form, every field
 * (spec/03 5), with Edit/Cancel and UPDATE; its buttons are the MFA and Non
 * Transactional Emails toggles and Change Email.
 */
export function UserProfileSection({ user }: { user: AdminUser }) {
  const { t } = useTranslation('dashboard');
  const { UserProfile } = useDashboardEnvironment();
  const queryClient = useQueryClient();
  const actions = <ProfileActions user={user} />;
  if (user.profileId === null) {
    return (
      <>
        <p className={styles.note}>{t('users.profile.noProfile')}</p>
        <div className={styles.controls}>{actions}</div>
      </>
    );
  }
  return (
    <Suspense fallback={<p role="status">{t('loadingTab')}</p>}>
      <UserProfile profileId={user.profileId} email={user.email} actions={actions} onSaved={() => void queryClient.invalidateQueries({ queryKey: userKeys.list })} />
    </Suspense>
  );
}

/** spec/03 4 User toggles, 8: MFA and Non Transactional Emails on or off, and Change Email through the shared dialog. */
function ProfileActions({ user }: { user: AdminUser }) {
  const { t } = useTranslation('dashboard');
  const messageText = useMessageText();
  const name = adminUserName(user);
  // GET /api/account/twofactor answers { isTwoFactor } only: the notice is composed here (docs/api-admin.md Users).
  const mfa = useUserAction((on: boolean) =>
    setTwoFactor(user.id, on).then(({ isTwoFactor }) => {
      const message = mfaChangedMessage(name, isTwoFactor);
      return messageText(message) ?? message;
    }),
  );
  const mail = useUserAction((on: boolean) => setNonTransactional(user.id, on).then((answer) => answer.message));
  // spec/03 4 Change email: the dialog's updateEmail action hands the address here, which the tab sends and words (spec/03 8).
  const change = useUserAction((email: string) => changeUserName({ email, userId: user.id }).then(() => t('users.messages.emailChanged')));
  const onOff = (on: boolean) => t(on ? 'users.profile.on' : 'users.profile.off');
  return (
    <>
      <SwitchButton label={t('users.profile.mfa')} on={user.isTwoFactor} stateText={onOff(user.isTwoFactor)} pending={mfa.isPending} onToggle={(on) => mfa.mutate(on)} />
      <SwitchButton
        label={t('users.profile.nonTransactional')}
        on={user.receiveNonTransactionalEmails}
        stateText={onOff(user.receiveNonTransactionalEmails)}
        pending={mail.isPending}
        onToggle={(on) => mail.mutate(on)}
      />
      <FormButton
        disabled={change.isPending}
        onClick={() => openDialog('changeEmail', { currentEmail: user.email, userId: user.id, onEmailChosen: (email) => change.mutate(email) })}
      >
        {t('users.profile.changeEmail')}
      </FormButton>
    </>
  );
}
