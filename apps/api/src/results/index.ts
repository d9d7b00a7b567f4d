// The results feature's public surface: what other features may use of it (docs/decisions.md "API import boundaries").
export { recordApproval, recordResults, type ApprovalRecord, type ResultsRecord } from './results-records';
export { recordHealthRead, readerOf, type HealthRead, type Reader } from './health-reads';
export { resultDocument } from './result-documents';
export { downloadPath, orderResultsOf } from './order-results';
export { requisitionTests, type RequisitionTests } from './document-facts';
export { requisitionBarcodeSvg } from './requisition-pdf';
export { reachResultsOrder } from './results-access';
export { bindUnsolicitedResults, unsolicitedReports, type UnsolicitedPartner } from './unsolicited-results';
