import { sql, type Kysely } from 'kysely';

// Issue 18 "The lab-visit pass": how long a partner test asks the patient to
// fast, in hours (null: no fast, or none named), so the pass can say how long
// rather than only that a fast is needed; and the pass's reads join the
// health-data access log as their own kind of record (DESIGN.md API).

const RECORDS_BEFORE = ['requisition', 'results', 'results-data', 'receipt', 'share-history'];
const RECORDS_WITH_PASS = [...RECORDS_BEFORE, 'pass'];

async function allowRecords(db: Kysely<unknown>, records: readonly string[]): Promise<void> {
  await sql`alter table health_record_reads drop constraint health_record_reads_record_check`.execute(db);
  await sql`alter table health_record_reads add constraint health_record_reads_record_check check (record in (${sql.join(records.map((record) => sql.lit(record)))}))`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  // Three days is longer than any laboratory fast; a figure beyond it is a typing mistake.
  await sql`alter table partner_tests add column fasting_hours smallint check (fasting_hours between 1 and 72)`.execute(db);
  await allowRecords(db, RECORDS_WITH_PASS);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // The older check cannot hold the pass's reads: going back forgets them.
  await sql`delete from health_record_reads where record = 'pass'`.execute(db);
  await allowRecords(db, RECORDS_BEFORE);
  await sql`alter table partner_tests drop column if exists fasting_hours`.execute(db);
}
