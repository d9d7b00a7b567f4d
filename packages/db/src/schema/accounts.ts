import type { Insertable, Selectable, Updateable } from 'kysely';
import type { CalendarDate, CreatedAt, Defaulted, Id, NullableTimestamp, Timestamp } from './columns';

export interface RolesTable {
  id: number;
  name: string;
}

export interface UsersTable {
  id: Id;
  email: string;
  password_hash: string;
  role_id: Defaulted<number>;
  email_confirmed: Defaulted<boolean>;
  is_active: Defaulted<boolean>;
  is_two_factor: Defaulted<boolean>;
  receive_non_transactional_emails: Defaulted<boolean>;
  language_preference: Defaulted<number>;
  password_changed_at: CreatedAt;
  campaign_id: string | null;
  mbsy: string | null;
  mbsy_source: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}
export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;

export interface PasswordHistoryTable {
  id: Id;
  user_id: string;
  password_hash: string;
  created_at: CreatedAt;
}

export interface SessionsTable {
  id: Id;
  user_id: string;
  acting_admin_id: string | null;
  is_quasi_admin: Defaulted<boolean>;
  remember_me: Defaulted<boolean>;
  created_at: CreatedAt;
  last_seen_at: CreatedAt;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  ip: string | null;
  user_agent: string | null;
}
export type Session = Selectable<SessionsTable>;

export type SecurityCodePurpose = 'confirm_email' | 'reset_password' | 'mfa';
export interface SecurityCodesTable {
  id: Id;
  user_id: string;
  purpose: SecurityCodePurpose;
  code_hash: string;
  attempts: Defaulted<number>;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
}

/** Issue 14: the single-use code a login-as tab exchanges for the customer's session. */
export interface LoginAsCodesTable {
  id: Id;
  /** SHA-256 of the code, hex; the code itself is never stored. */
  code_hash: string;
  customer_id: string;
  acting_admin_id: string;
  /** The administrator's session that asked for it: it must still be live at the exchange. */
  admin_session_id: string;
  remember_me: Defaulted<boolean>;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  /** The customer session the exchange opened. */
  session_id: string | null;
  created_at: CreatedAt;
}

export interface EmailChangeHistoryTable {
  id: Id;
  user_id: string;
  old_email: string;
  new_email: string;
  changed_at: CreatedAt;
}

export interface ProfilesTable {
  id: Id;
  user_id: string;
  is_child: Defaulted<boolean>;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  suffix: Defaulted<number>;
  email: string | null;
  home_phone: string | null;
  work_phone: string | null;
  mobile_phone: string | null;
  gender: number;
  birth_date: CalendarDate;
  language_preference: Defaulted<number>;
  consent_status: Defaulted<number>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}
export type Profile = Selectable<ProfilesTable>;
export type NewProfile = Insertable<ProfilesTable>;
export type ProfileUpdate = Updateable<ProfilesTable>;

export interface AddressesTable {
  id: Id;
  profile_id: string;
  address_type: number;
  address_line: string;
  city: string;
  state: string;
  zip: string;
}
export type Address = Selectable<AddressesTable>;
export type NewAddress = Insertable<AddressesTable>;
