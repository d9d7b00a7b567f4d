import { emailLogListSchema, type EmailLogEntry } from '@labstore/domain';
import { http } from '../../../../lib/http-client';
import { listUrl, pageQuery, type AdminList } from '../../kit/admin-list';
import { dayRangeTimes, type DayRange } from '../../kit/day-range';

// spec/03 7 Email log: GET /api/admin-mail/get with $skip and $top; the
// filtered form adds $orderby=CreatedDate desc, dateStart, dateEnd and
// searchWord (docs/api-admin.md).

export interface EmailLogFilters {
  searchWord: string;
  days: DayRange;
}

export function emailLogUrl({ searchWord, days }: EmailLogFilters, page: number): string {
  const filtered = searchWord !== '' || days.start !== '' || days.end !== '';
  return listUrl('/api/admin-mail/get', {
    ...pageQuery(page),
    ...(filtered ? { $orderby: 'CreatedDate desc', ...dayRangeTimes(days), searchWord } : {}),
  });
}

export const emailLogList: AdminList<EmailLogFilters, EmailLogEntry> = {
  name: 'emailLog',
  fetchPage: (filters, page, signal) => http.get(emailLogUrl(filters, page), emailLogListSchema, signal),
};
