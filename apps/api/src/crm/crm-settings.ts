import type { Database } from '@labstore/db';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { putSetting, selectSetting } from '../settings/settings.repository';
import type { CrmGrant } from './crm-authorisation';

// The CRM's kept authorisation and the administrators' note, two app_settings
// values (the settings module owns the table).

const AUTHORISATION_SETTING = 'crm.authorisation';
const ABOUT_SETTING = 'crm.about';

export interface KeptAuthorisation {
  crm: string;
  authorisedAt: string;
  authorisedBy: string;
}

// Only these fields are read back: the grant (the code or tokens) is never read out here.
const keptSchema = z.object({ crm: z.string(), authorisedAt: z.string(), authorisedBy: z.string() });

export async function keptAuthorisation(db: Kysely<Database>): Promise<KeptAuthorisation | undefined> {
  const row = await selectSetting(db, AUTHORISATION_SETTING).executeTakeFirst();
  const kept = keptSchema.safeParse(row?.value);
  return kept.success ? kept.data : undefined;
}

export function keepAuthorisation(db: Kysely<Database>, kept: KeptAuthorisation & { grant: CrmGrant }): Promise<void> {
  return putSetting(db, AUTHORISATION_SETTING, kept);
}

export async function crmNote(db: Kysely<Database>): Promise<string> {
  const row = await selectSetting(db, ABOUT_SETTING).executeTakeFirst();
  return typeof row?.value === 'string' ? row.value : '';
}

export function putCrmNote(db: Kysely<Database>, note: string): Promise<void> {
  return putSetting(db, ABOUT_SETTING, note);
}
