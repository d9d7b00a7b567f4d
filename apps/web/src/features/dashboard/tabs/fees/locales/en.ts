// Issue 20: the store fees (not a tab of spec/03; docs/decisions.md). 'Updated.' comes from the API.
export const feesEn = {
  heading: 'Store fees',
  hint: 'In dollars, from 0 to {{max}}. A saved change prices every open cart at its next load; submitted orders keep their fees.',
  fields: {
    processingFee: 'Processing fee',
    physicianOversightFee: 'Physician oversight fee',
    labDrawFee: 'Lab draw fee',
  },
  save: 'Save',
  loading: 'Loading the fees…',
  loadFailed: 'The fees could not be loaded.',
} as const;
