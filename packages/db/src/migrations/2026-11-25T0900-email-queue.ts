import { sql, type Kysely } from 'kysely';

// Issue 10: e-mail is delivered by a job in the `jobs` queue, no longer inside
// the request. The admin Email Log shows each message's attempts: 'retrying'
// is a failed attempt with another one scheduled, 'failed' is the last one
// failed. A job that used up its attempts is marked failed_at, so the due-job
// index leaves it out.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table email_log drop constraint email_log_status_check`.execute(db);
  await sql`
    alter table email_log
      add constraint email_log_status_check check (status in ('queued', 'retrying', 'sent', 'failed', 'kept')),
      add column attempts integer not null default 0 check (attempts >= 0),
      add column last_attempt_at timestamptz`.execute(db);

  await sql`alter table jobs add column failed_at timestamptz`.execute(db);
  await sql`drop index jobs_due`.execute(db);
  await sql`create index jobs_due on jobs (run_at) where done_at is null and failed_at is null`.execute(db);
  // The worker's retention sweep deletes finished jobs by age.
  await sql`create index jobs_finished on jobs (coalesce(done_at, failed_at)) where done_at is not null or failed_at is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists jobs_finished`.execute(db);
  await sql`drop index if exists jobs_due`.execute(db);
  await sql`create index jobs_due on jobs (run_at) where done_at is null`.execute(db);
  await sql`alter table jobs drop column if exists failed_at`.execute(db);
  await sql`update email_log set status = 'queued' where status = 'retrying'`.execute(db);
  await sql`alter table email_log drop constraint email_log_status_check`.execute(db);
  await sql`
    alter table email_log
      drop column if exists attempts,
      drop column if exists last_attempt_at,
      add constraint email_log_status_check check (status in ('queued', 'sent', 'failed', 'kept'))`.execute(db);
}
