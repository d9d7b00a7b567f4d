import { http } from '../../../lib/http-client';

/** spec/01 3, 7: POST /api/account/changeUserName with the new address (and the account, for an administrator changing another). */
export const changeEmail = (change: { email: string; userId?: string }): Promise<unknown> =>
  http.request('/api/account/changeUserName', {
    method: 'POST',
    body: change,
    schema: { parse: (data: unknown) => data },
    silent: true,
  });
