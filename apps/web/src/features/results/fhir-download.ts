import { FHIR_MEDIA_TYPE, resultsFhirBundle, type OrderResultsData } from '@labstore/domain';
import { saveFile } from '../../lib/file-offer';

// Issue 17: the results as a FHIR R4 Bundle, built in the browser from the
// data on screen and handed to the customer as a file; nothing is stored on
// the device but the file they chose to save.

export const fhirFileName = (orderNumber: number): string => `results-${orderNumber}.fhir.json`;

export function downloadFhirBundle(data: OrderResultsData, now: Date = new Date()): void {
  const bundle = resultsFhirBundle(data, { generatedAt: now });
  saveFile(new Blob([JSON.stringify(bundle, null, 2)], { type: FHIR_MEDIA_TYPE }), fhirFileName(data.orderNumber));
}
