import { APP_PATHS } from '@labstore/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { keapSettingsOf, type AppConfig } from '../config';
import { publicUrlOf } from '../lib/public-url';
import type { CrmAuthorisation } from './crm-authorisation';
import { keapCrm } from './keap-crm';
import { localCrm } from './local-crm';

declare module 'fastify' {
  interface FastifyInstance {
    /** Keap when KEAP_CLIENT_ID and KEAP_CLIENT_SECRET are set, the local CRM otherwise. */
    crmAuthorisation: CrmAuthorisation;
  }
}

/** The one CRM authorisation of the app (issue 19, spec/03 7), picked as the payment provider is. */
export default fp<{ config: AppConfig }>(
  async function crmPlugin(app: FastifyInstance, { config }) {
    // spec/03 2: the sign-in page sends the administrator back to the Infusionsoft tab.
    const redirectUri = `${publicUrlOf(config)}${APP_PATHS.dashboardInfusionsoft}`;
    const keap = keapSettingsOf(config);
    const crm = keap ? keapCrm({ ...keap, redirectUri }) : localCrm({ db: app.db, redirectUri });
    // config.ts refuses a production start on the local CRM unless CRM_LOCAL_IN_PRODUCTION says so.
    if (config.NODE_ENV === 'production' && crm.name === 'local') app.log.warn('CRM_LOCAL_IN_PRODUCTION: the CRM authorisation is kept locally and reaches no CRM');
    app.decorate('crmAuthorisation', crm);
  },
  { name: 'crm', dependencies: ['database'] },
);
