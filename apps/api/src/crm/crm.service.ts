import type { Database } from '@labstore/db';
import { CRM_MESSAGES, type CrmAbout } from '@labstore/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { recordAdminAction, type AdminActor } from '../audit';
import { AppError } from '../lib/app-error';
import { CrmCodeRefused, CrmUnavailable, type CrmAuthorisation } from './crm-authorisation';
import { crmNote, keepAuthorisation, keptAuthorisation, putCrmNote } from './crm-settings';

/**
 * spec/03 7 PUT /api/taxonomy/authcode, 8: the CRM redeems the code and what
 * it gives is kept, with an audit row naming no secret. A refused code
 * answers 400, a CRM that cannot answer 502, both with spec/03 8's failure
 * words; the log says why, without the code.
 */
export async function keepAuthorisationCode(db: Kysely<Database>, crm: CrmAuthorisation, actor: AdminActor, code: string, log: FastifyBaseLogger): Promise<void> {
  const grant = await crm.redeem(code).catch((error: unknown) => {
    if (!(error instanceof CrmCodeRefused || error instanceof CrmUnavailable)) throw error;
    log.warn({ crm: crm.name, reason: error.message }, 'CRM authorisation code not stored');
    throw new AppError(error instanceof CrmCodeRefused ? 400 : 502, CRM_MESSAGES.codeNotStored);
  });
  const authorisedAt = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const before = await keptAuthorisation(trx);
    await keepAuthorisation(trx, { crm: crm.name, authorisedAt, authorisedBy: actor.email, grant });
    await recordAdminAction(trx, actor, {
      action: 'crm.authorise',
      subject: { kind: 'crm', id: crm.name },
      before: before ? { crm: before.crm, authorisedAt: before.authorisedAt, authorisedBy: before.authorisedBy } : null,
      after: { crm: crm.name, authorisedAt, kept: grant.kind },
    });
  });
}

/** GET /api/taxonomy/about: the note, and the connection as kept (never its secret). */
export async function crmAbout(db: Kysely<Database>, crm: CrmAuthorisation): Promise<CrmAbout> {
  const [about, kept] = await Promise.all([crmNote(db), keptAuthorisation(db)]);
  // Authorised at another CRM (the store was set up with the local one then): not an authorisation at this one.
  const current = kept?.crm === crm.name ? kept : undefined;
  return { about, crm: crm.name, authorisedAt: current?.authorisedAt ?? null, authorisedBy: current?.authorisedBy ?? null };
}

/** PUT /api/taxonomy/about: replaces the note; an audit row holds it before and after. */
export async function changeCrmAbout(db: Kysely<Database>, crm: CrmAuthorisation, actor: AdminActor, about: string): Promise<CrmAbout> {
  await db.transaction().execute(async (trx) => {
    const before = await crmNote(trx);
    await putCrmNote(trx, about);
    await recordAdminAction(trx, actor, { action: 'crm.about', subject: { kind: 'crm', id: crm.name }, before: { about: before }, after: { about } });
  });
  return crmAbout(db, crm);
}
