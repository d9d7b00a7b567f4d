import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { partnerApiSettingsOf, type AppConfig } from '../config';
import { httpPartner } from './http-partner';
import type { PartnerService } from './partner-service';
import { sandboxPartner } from './sandbox-partner';

declare module 'fastify' {
  interface FastifyInstance {
    /** The partner's API when PARTNER_API_URL and PARTNER_API_KEY are set, the sandbox partner otherwise. */
    partner: PartnerService;
  }
}

/** The one physician-oversight and laboratory partner of the app (issue 17), picked as the payment provider is. */
export default fp<{ config: AppConfig }>(
  async function partnerPlugin(app: FastifyInstance, { config }) {
    const api = partnerApiSettingsOf(config);
    const partner = api
      ? httpPartner(api)
      : sandboxPartner({ db: app.db, approvalSeconds: config.PARTNER_SANDBOX_APPROVAL_SECONDS, resultsSeconds: config.PARTNER_SANDBOX_RESULTS_SECONDS });
    // config.ts refuses a production start on the sandbox unless PARTNER_SANDBOX_IN_PRODUCTION says so.
    if (config.NODE_ENV === 'production' && partner.name === 'sandbox') app.log.warn('PARTNER_SANDBOX_IN_PRODUCTION: orders are approved by no physician and their results made up');
    app.decorate('partner', partner);
  },
  { name: 'partner', dependencies: ['database'] },
);
