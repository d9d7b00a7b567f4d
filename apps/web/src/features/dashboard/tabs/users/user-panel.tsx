import { type AdminUser } from '@labstore/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormButton, SelectField } from '../../../../components/ui/form-controls';
import { useAuthSession } from '../../../../lib/session/current-session';
import { SwitchButton } from '../../kit/switch-button';
import { assignRole, sendConfirmation, setActive, useRoles } from './user-calls';
import { useUserAction } from './use-user-action';
import { UserSections } from './user-sections';
import styles from './users-tab.module.css';

/**
 * spec/03 2 Users tab: an opened user's panel. The Active/Disabled toggle,
 * the role selector with Assign Role, Reverify while the e-mail is
 * unconfirmed, then the three sub-tabs. A session without the isAdmin flag
 * (an administrator acting for a customer) sees neither Assign Role nor
 * Reverify.
 */
export function UserPanel({ user }: { user: AdminUser }) {
  const { t } = useTranslation('dashboard');
  const isAdmin = useAuthSession()?.isAdmin ?? false;
  const active = useUserAction((isActive: boolean) => setActive(user.id, isActive).then((answer) => answer.message));
  const reverify = useUserAction(() => sendConfirmation(user.id).then(() => t('users.messages.sent', { email: user.email })));

  return (
    <div className={styles.panel}>
      <div role="group" aria-label={t('users.panel.controls', { email: user.email })} className={styles.controls}>
        <SwitchButton
          label={t('users.active')}
          on={user.isActive}
          stateText={t(user.isActive ? 'users.active' : 'users.disabled')}
          pending={active.isPending}
          onToggle={(next) => active.mutate(next)}
        />
        {isAdmin && <RoleControl user={user} />}
        {isAdmin && !user.emailConfirmed && (
          <FormButton disabled={reverify.isPending} aria-busy={reverify.isPending || undefined} onClick={() => reverify.mutate(undefined)}>
            {t('users.panel.reverify')}
          </FormButton>
        )}
      </div>
      <UserSections user={user} />
    </div>
  );
}

/** The role selector and Assign Role (spec/03 2, 6: roles from the server's list). */
function RoleControl({ user }: { user: AdminUser }) {
  const { t } = useTranslation('dashboard');
  const roles = useRoles();
  const [roleId, setRoleId] = useState(user.roleId);
  const assign = useUserAction((chosen: number) => assignRole({ userId: user.id, roleId: chosen }).then((answer) => answer.message));
  const items = roles.data?.items ?? [{ id: user.roleId, name: user.roleName }];
  return (
    <div className={styles.role}>
      <SelectField label={t('users.panel.role')} value={String(roleId)} onChange={(event) => setRoleId(Number(event.target.value))}>
        {items.map((role) => (
          <option key={role.id} value={role.id}>
            {role.name}
          </option>
        ))}
      </SelectField>
      <FormButton variant="primary" disabled={assign.isPending} aria-busy={assign.isPending || undefined} onClick={() => assign.mutate(roleId)}>
        {t('users.panel.assignRole')}
      </FormButton>
    </div>
  );
}
