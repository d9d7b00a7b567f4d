// The CRM feature's public surface (docs/decisions.md "API import boundaries").
export type { CrmAuthorisation } from './crm-authorisation';
export { changeCrmAbout, crmAbout, keepAuthorisationCode } from './crm.service';
