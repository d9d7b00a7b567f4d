import { http } from '../../../lib/http-client';

/**
 * spec/01 7: GET /api/keap/disableNonTransactionalEmails?userId=, from the
 * e-mailed link, which also carries the token signing the id
 * (docs/api-accounts.md). Failures are shown in the dialog.
 */
export function disableNonTransactionalEmails(userId: string, token: string | undefined): Promise<unknown> {
  const query = new URLSearchParams({ userId, ...(token ? { token } : {}) });
  return http.request(`/api/keap/disableNonTransactionalEmails?${query.toString()}`, {
    schema: { parse: (data: unknown) => data },
    silent: true,
  });
}
