import { ADMIN_USER_SEARCH_LENGTH_MESSAGE, ADMIN_USER_SEARCH_MIN_LENGTH, SEARCH_MAX_LENGTH, adminUserName, type AdminUser } from '@labstore/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormButton } from '../../../../components/ui/form-controls';
import { openDialog } from '../../../../lib/dialogs';
import { useMessageText } from '../../../../lib/messages/use-message-text';
import { notify } from '../../../../lib/notifications';
import { AdminListTable, serverColumns } from '../../kit/admin-list-table';
import { useAdminList } from '../../kit/admin-list';
import { SearchField } from '../../kit/search-field';
import { useListFilters } from '../../kit/use-list-filters';
import kit from '../../kit/kit.module.css';
import { usersList, type UsersFilters } from './get-users';
import { userKeys } from './user-calls';
import { UserPanel } from './user-panel';
import styles from './users-tab.module.css';

const ALL_USERS: UsersFilters = { search: '' };

/**
 * spec/03 2 Users tab: Add New User, the name search, Get All Users, and the
 * users 10 a page (spec/03 9), each row opening its panel. A search shorter
 * than ADMIN_USER_SEARCH_MIN_LENGTH is not sent: 'Required length: {min}'
 * says why (spec/03 5).
 */
export function UsersTab() {
  const { t } = useTranslation('dashboard');
  const messageText = useMessageText();
  const queryClient = useQueryClient();
  const { filters, page, setFilter, setPage } = useListFilters(ALL_USERS);
  const list = useAdminList(usersList, filters, page);
  const [tooShort, setTooShort] = useState(false);
  // Get All Users empties the search box: a new box replaces the typed one.
  const [searchBox, setSearchBox] = useState(0);

  const onSearch = useCallback(
    (text: string) => {
      const short = text !== '' && text.length < ADMIN_USER_SEARCH_MIN_LENGTH;
      setTooShort(short);
      if (!short) setFilter('search', text);
    },
    [setFilter],
  );

  const getAllUsers = () => {
    setSearchBox((box) => box + 1);
    setTooShort(false);
    setFilter('search', '');
    void queryClient.invalidateQueries({ queryKey: userKeys.list });
  };

  // Registering opens no session (docs/api-accounts.md): the administrator stays signed in, here.
  const addNewUser = () =>
    openDialog('registration', {
      onRegistered: (email) => {
        notify({ type: 'success', message: t('users.messages.registered', { email }) });
        void queryClient.invalidateQueries({ queryKey: userKeys.list });
      },
    });

  const columns = serverColumns<AdminUser>([
    { id: 'name', header: t('users.columns.name'), accessorFn: (user) => (user.profileId === null ? t('users.noName') : adminUserName(user)) },
    { accessorKey: 'email', header: t('users.columns.email') },
    { accessorKey: 'roleName', header: t('users.columns.role') },
    {
      id: 'status',
      header: t('users.columns.status'),
      accessorFn: (user) => [t(user.isActive ? 'users.active' : 'users.disabled'), ...(user.emailConfirmed ? [] : [t('users.unconfirmed')])].join(', '),
    },
  ]);

  return (
    <>
      <div className={kit.filters}>
        <FormButton variant="primary" className={styles.toolbarButton} onClick={addNewUser}>
          {t('users.addNewUser')}
        </FormButton>
        <div className={styles.search}>
          <SearchField key={searchBox} label={t('users.search')} maxLength={SEARCH_MAX_LENGTH} onSearch={onSearch} />
          <p role="status" className={styles.hint}>
            {tooShort ? messageText(ADMIN_USER_SEARCH_LENGTH_MESSAGE) : ''}
          </p>
        </div>
        <FormButton className={styles.toolbarButton} onClick={getAllUsers}>
          {t('users.getAllUsers')}
        </FormButton>
      </div>
      <AdminListTable
        label={t('users.table')}
        columns={columns}
        list={list}
        page={page}
        onPage={setPage}
        getRowId={(user) => user.id}
        emptyMessage={t('users.empty')}
        renderDetails={(user) => <UserPanel user={user} />}
      />
    </>
  );
}
