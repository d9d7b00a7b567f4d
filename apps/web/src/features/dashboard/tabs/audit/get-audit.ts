import { adminAuditListSchema, type AdminAuditAction, type AdminAuditEntry } from '@labstore/domain';
import { http } from '../../../../lib/http-client';
import { listUrl, pageQuery, type AdminList } from '../../kit/admin-list';
import { dayRangeDays, type DayRange } from '../../kit/day-range';

// Issue 19: GET /api/audit, newest first, 10 a page, filtered by actor,
// action, record and days (docs/api-admin.md Audit trail).

export interface AuditFilters {
  actor: string;
  action: AdminAuditAction | '';
  subjectId: string;
  days: DayRange;
}

export function auditUrl({ actor, action, subjectId, days }: AuditFilters, page: number): string {
  return listUrl('/api/audit', { ...pageQuery(page), actor, action, subjectId, ...dayRangeDays(days) });
}

export const auditList: AdminList<AuditFilters, AdminAuditEntry> = {
  name: 'audit',
  fetchPage: (filters, page, signal) => http.get(auditUrl(filters, page), adminAuditListSchema, signal),
};
