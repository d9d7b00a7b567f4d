import type { Selectable } from 'kysely';
import type { CreatedAt, Defaulted, Id, Json, NullableTimestamp } from './columns';

export interface IdempotencyKeysTable {
  scope: string;
  key: string;
  method: string;
  path: string;
  request_hash: string;
  status_code: number | null;
  response_body: Json | null;
  created_at: CreatedAt;
}

/** Issue 19: one administrative change or login-as; rows are never changed or deleted (a trigger refuses it). */
export interface AdminAuditTable {
  id: Id;
  at: CreatedAt;
  actor_user_id: string;
  /** The actor's e-mail when they acted. */
  actor_email: string;
  action: string;
  subject_kind: string;
  subject_id: string;
  before: Json | null;
  after: Json | null;
  client_address: string | null;
}
export type AdminAuditRow = Selectable<AdminAuditTable>;

export interface JobsTable {
  id: Id;
  kind: string;
  payload: Json;
  run_at: CreatedAt;
  attempts: Defaulted<number>;
  max_attempts: Defaulted<number>;
  locked_until: NullableTimestamp;
  locked_by: string | null;
  done_at: NullableTimestamp;
  /** Set when the last attempt failed: the job is not run again. */
  failed_at: NullableTimestamp;
  last_error: string | null;
  created_at: CreatedAt;
}
export type Job = Selectable<JobsTable>;
