// The partner feature's public surface (docs/decisions.md "API import boundaries").
export type {
  OrderingPhysician,
  PartnerCenter,
  PartnerObservation,
  PartnerOrderRequest,
  PartnerOrderState,
  PartnerResults,
  PartnerService,
  PartnerTest,
  UnsolicitedReport,
} from './partner-service';
export { PARTNER_ORDER_STATUS, PartnerRefusal } from './partner-service';
export { isValidNpi } from './npi';
