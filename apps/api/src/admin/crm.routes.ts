import { CRM_MESSAGES, crmAboutInputSchema, crmAboutSchema, crmAuthorizationCodeSchema, crmClientIdSchema, crmCodeStoredSchema } from '@labstore/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminActorOf } from '../audit';
import { changeCrmAbout, crmAbout, keepAuthorisationCode } from '../crm';
import { withLocalizedMessage } from '../lib/localized-answers';

const tags = ['crm'];

/**
 * Issue 19, spec/03 2 Infusionsoft tab, 4, 7 CRM authorisation, 8: the
 * store's authorisation at the CRM (app.crmAuthorisation: Keap, or the local
 * CRM) and the administrators' note on it (docs/api-admin.md "CRM
 * authorisation"). The code is never answered back.
 */
const crmAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const crm = app.crmAuthorisation;

  app.get(
    '/api/taxonomy/clientid',
    { schema: { tags, summary: "The store's client id at the CRM and the CRM's sign-in page built from it", response: { 200: crmClientIdSchema } } },
    async () => ({ clientId: crm.clientId, authorisationPageUrl: await crm.authorisationPageUrl() }),
  );

  app.put(
    '/api/taxonomy/authcode',
    {
      // spec/03 8 retries a failed request once: a repeat with the same key gets the first answer, not a second redemption Keap refuses.
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Hands the code the CRM sent the administrator back with to the CRM, and keeps what it gives',
        body: crmAuthorizationCodeSchema,
        response: { 200: crmCodeStoredSchema },
      },
    },
    async (request) => {
      await keepAuthorisationCode(app.db, crm, adminActorOf(request), request.body.authorizationCode, request.log);
      return withLocalizedMessage({ message: CRM_MESSAGES.codeStored }, request.language);
    },
  );

  app.get(
    '/api/taxonomy/about',
    { schema: { tags, summary: "The administrators' note on the CRM, and when and by whom it was last authorised", response: { 200: crmAboutSchema } } },
    () => crmAbout(app.db, crm),
  );

  app.put(
    '/api/taxonomy/about',
    { config: { idempotent: true }, schema: { tags, summary: "Replaces the administrators' note on the CRM", body: crmAboutInputSchema, response: { 200: crmAboutSchema } } },
    (request) => changeCrmAbout(app.db, crm, adminActorOf(request), request.body.about),
  );
};

export default crmAdminRoutes;
