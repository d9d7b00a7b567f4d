import { sql, type Kysely } from 'kysely';

// spec/01 5: a phone is exactly 10 digits and must not start with 1. The first
// migration also refused a leading 0, which the rule in packages/domain
// accepts, so such a phone passed validation and failed on save.
const PHONE_COLUMNS = ['home_phone', 'work_phone', 'mobile_phone'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of PHONE_COLUMNS) {
    const constraint = `profiles_${column}_check`;
    await sql`alter table profiles drop constraint ${sql.id(constraint)}`.execute(db);
    await sql`alter table profiles add constraint ${sql.id(constraint)} check (${sql.id(column)} ~ '^[02-9][0-9]{9}$')`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of PHONE_COLUMNS) {
    const constraint = `profiles_${column}_check`;
    await sql`alter table profiles drop constraint ${sql.id(constraint)}`.execute(db);
    await sql`alter table profiles add constraint ${sql.id(constraint)} check (${sql.id(column)} ~ '^[2-9][0-9]{9}$')`.execute(db);
  }
}
