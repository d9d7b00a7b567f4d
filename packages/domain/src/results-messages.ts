// Issue 17: the words of the results feature, its refusals and its documents
// (the requisition and results PDFs). The spec words none of them: all ours
// (docs/decisions.md "After the order"). Documents are written in the
// account's language (its language preference), like its e-mails.

export const RESULTS_MESSAGES = {
  orderNotFound: 'We could not find this order.',
  reportNotFound: 'We could not find this requisition for the order.',
  requisitionNotReady: 'The requisition is not ready yet. It will be available here once a physician approves the order.',
  resultsNotReady: 'The results are not ready yet. They will be available here once the laboratory reports them.',
  documentType: 'The document type must be 1 (requisition) or 3 (results).',
  bindNeedsInProgress: 'Results can only be bound to an order that is In Progress.',
  unsolicitedNotFound: 'The partner holds no unsolicited report with this id.',
  resultsBound: 'The results of report {report} were bound to order {number}.',
} as const;

/** What the requisition and results PDFs say around the data. */
export const RESULT_DOCUMENT_WORDS = {
  requisitionTitle: 'Laboratory Requisition',
  resultsTitle: 'Laboratory Results',
  patient: 'Patient',
  dateOfBirth: 'Date of birth',
  sex: 'Sex',
  male: 'Male',
  female: 'Female',
  orderNumber: 'Order number',
  orderDate: 'Order date',
  requisitionId: 'Requisition id',
  labAccount: 'Lab account',
  orderingPhysician: 'Ordering physician',
  npi: 'NPI',
  tests: 'Tests',
  test: 'Test',
  cpt: 'CPT',
  labCode: 'Lab code',
  preparation: 'Preparation',
  fasting: 'Fasting required: do not eat or drink anything but water for 8 to 12 hours before your sample is drawn.',
  noFasting: 'No fasting is required.',
  bringRequisition: 'Print this requisition and bring it, with a photo ID, to an approved test center.',
  analyte: 'Analyte',
  value: 'Value',
  unit: 'Unit',
  referenceRange: 'Reference range',
  flag: 'Flag',
  flagLow: 'Low',
  flagHigh: 'High',
  flagNormal: 'Normal',
  flagCritical: 'Critical',
  collected: 'Collected',
  reported: 'Reported',
  resultsNote: 'Talk to your physician about what these results mean for you.',
} as const;
