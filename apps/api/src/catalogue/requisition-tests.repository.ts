import type { Database } from '@labstore/db';
import { UNSTATED_FASTING_HOURS, type SiteLanguage } from '@labstore/domain';
import { sql, type Kysely } from 'kysely';

// Issue 17: what a requisition says of each ordered test: its name in the
// document's language, its codes (ours, the CPT and the partner's), how to
// prepare, and whether the partner asks for fasting (spec/03 3 Partner test),
// and for how long (issue 18, the lab-visit pass).

export interface RequisitionTest {
  productId: string;
  name: string;
  cpt: string;
  /** The partner's test code (products.pwn_code). */
  partnerCode: string;
  instructionsHtml: string;
  fastingRequired: boolean;
  /** The hours of fasting the test asks for; null when it asks for no fast. A fast named without its length is the usual overnight one. */
  fastingHours: number | null;
}

/** The products' requisition facts, in `language` where translated (English otherwise). */
export async function requisitionTestsOf(db: Kysely<Database>, language: SiteLanguage, productIds: readonly string[]): Promise<RequisitionTest[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .selectFrom('products as p')
    .leftJoin('product_translations as pt', (join) => join.onRef('pt.product_id', '=', 'p.id').on('pt.language', '=', language))
    .leftJoin('partner_tests as t', 't.code', 'p.pwn_code')
    .select([
      'p.id',
      'p.cpt',
      'p.pwn_code',
      sql<string>`coalesce(pt.name, p.name)`.as('name'),
      sql<string>`coalesce(nullif(pt.instructions_html, ''), p.instructions_html)`.as('instructions_html'),
      sql<boolean>`coalesce(t.fasting_required, false)`.as('fasting_required'),
      't.fasting_hours',
    ])
    .where('p.id', 'in', [...new Set(productIds)])
    .execute();
  return rows.map((row) => ({
    productId: row.id,
    name: row.name,
    cpt: row.cpt,
    partnerCode: row.pwn_code,
    instructionsHtml: row.instructions_html,
    fastingRequired: row.fasting_required,
    // fasting_required decides whether there is a fast at all, as on the requisition PDF.
    fastingHours: row.fasting_required ? (row.fasting_hours ?? UNSTATED_FASTING_HOURS) : null,
  }));
}
