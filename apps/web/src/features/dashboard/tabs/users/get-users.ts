import { adminUserListSchema, DEFAULT_ADMIN_USERS_ORDER_BY, type AdminUser } from '@labstore/domain';
import { http } from '../../../../lib/http-client';
import { listUrl, pageQuery, type AdminList } from '../../kit/admin-list';

// spec/03 2 Users tab, 7 Account: every account (GET /api/account, $orderby,
// $skip, $top) or those a search finds (POST /api/account/search), 10 a
// page, by e-mail (docs/api-admin.md Users).

export interface UsersFilters {
  /** '' lists every account; otherwise a search of at least ADMIN_USER_SEARCH_MIN_LENGTH characters. */
  search: string;
}

export const usersList: AdminList<UsersFilters, AdminUser> = {
  name: 'users',
  fetchPage: ({ search }, page, signal) => {
    const paging = { ...pageQuery(page), $orderby: DEFAULT_ADMIN_USERS_ORDER_BY };
    if (search === '') return http.get(listUrl('/api/account', paging), adminUserListSchema, signal);
    return http.request('/api/account/search', { method: 'POST', body: { search, ...paging }, schema: adminUserListSchema, signal });
  },
};
