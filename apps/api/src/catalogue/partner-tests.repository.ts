import type { Database } from '@labstore/db';
import type { Kysely } from 'kysely';

// spec/03 3 Partner test: the lab partner's orderable tests, which the
// sandbox partner answers as its own list (apps/api/src/partner).

export interface PartnerTestRow {
  code: string;
  name: string;
  sameDay: boolean;
  /** spec/02 3 gender (1 male, 2 female); null for either. */
  requiredGender: number | null;
  disclaimersRequired: boolean;
  customerPhysicianRequired: boolean;
  fastingRequired: boolean;
}

/** Every partner test by code. */
export async function partnerTestsOf(db: Kysely<Database>): Promise<PartnerTestRow[]> {
  const rows = await db.selectFrom('partner_tests').selectAll().orderBy('code').execute();
  return rows.map((row) => ({
    code: row.code,
    name: row.name,
    sameDay: row.same_day,
    requiredGender: row.required_gender,
    disclaimersRequired: row.disclaimers_required,
    customerPhysicianRequired: row.customer_physician_required,
    fastingRequired: row.fasting_required,
  }));
}
