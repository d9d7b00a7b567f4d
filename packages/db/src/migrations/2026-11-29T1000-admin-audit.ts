import { sql, type Kysely } from 'kysely';

// Issue 19 "Audit": every administrative change and every login-as writes a
// row (who, what, which record, when, before and after, from which
// address). No route changes or deletes a row; the trigger below refuses
// it to the database user of the app as well, so a bug or a stray query
// cannot rewrite history (docs/decisions.md "The audit trail (issue 19)").

export async function up(db: Kysely<unknown>): Promise<void> {
  // No foreign key on the actor: a row outlives any change to the account,
  // and a cascade would be an UPDATE the trigger refuses. The e-mail is the
  // actor's as it was when they acted.
  await sql`
    create table admin_audit (
      id uuid primary key default gen_random_uuid(),
      at timestamptz not null default now(),
      actor_user_id uuid not null,
      actor_email text not null,
      action text not null check (action ~ '^[a-z][a-z.-]{1,63}$'),
      subject_kind text not null,
      subject_id text not null,
      before jsonb,
      after jsonb,
      client_address text
    )`.execute(db);
  await sql`create index admin_audit_at on admin_audit (at desc, id desc)`.execute(db);
  await sql`create index admin_audit_actor on admin_audit (actor_user_id, at desc)`.execute(db);
  await sql`create index admin_audit_subject on admin_audit (subject_id, at desc)`.execute(db);

  await sql`
    create function admin_audit_refuse_change() returns trigger language plpgsql as $$
    begin
      raise exception 'admin_audit rows cannot be changed or deleted' using errcode = 'insufficient_privilege';
    end
    $$`.execute(db);
  await sql`
    create trigger admin_audit_append_only before update or delete on admin_audit
    for each row execute function admin_audit_refuse_change()`.execute(db);
  await sql`
    create trigger admin_audit_no_truncate before truncate on admin_audit
    for each statement execute function admin_audit_refuse_change()`.execute(db);

  await moveAuditLog(db);
}

/**
 * One trail: the rows the accounts module wrote to audit_log since the house
 * issue (login-as, its session, e-mail changes) move here under this table's
 * names, and audit_log goes. An actor whose account is gone is kept as the
 * nil id; the e-mail is the account's now, the closest known.
 */
export async function moveAuditLog<Schema>(db: Kysely<Schema>): Promise<void> {
  await sql`
    insert into admin_audit (id, at, actor_user_id, actor_email, action, subject_kind, subject_id, before, after, client_address)
    select a.id, a.created_at,
      coalesce(a.actor_user_id, '00000000-0000-0000-0000-000000000000'::uuid),
      coalesce(u.email, ''),
      case a.action when 'login_as' then 'login-as' when 'login_as_session' then 'login-as.session' when 'change_email' then 'account.change-email' else 'legacy' end,
      'user',
      coalesce(a.subject_user_id::text, a.entity_id, ''),
      null,
      a.details || jsonb_build_object('entity', a.entity, 'entityId', a.entity_id),
      a.ip
    from audit_log a left join users u on u.id = a.actor_user_id`.execute(db);
  await sql`drop table audit_log`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists admin_audit`.execute(db);
  await sql`drop function if exists admin_audit_refuse_change()`.execute(db);
}
