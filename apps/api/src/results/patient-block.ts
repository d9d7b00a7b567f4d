import type { DocumentHeader } from './document-facts';
import { field, type Pdf } from './pdf-layout';

/** The patient and order lines both documents open with. */
export function patientAndOrder(doc: Pdf, facts: DocumentHeader): void {
  const { words } = facts;
  field(doc, words.patient, facts.patientName);
  field(doc, words.dateOfBirth, facts.birthDate);
  field(doc, words.sex, facts.sex);
  field(doc, words.orderNumber, String(facts.orderNumber));
  field(doc, words.orderDate, facts.orderDate);
  field(doc, words.requisitionId, facts.requisitionId);
  field(doc, words.orderingPhysician, facts.physicianName);
  field(doc, words.npi, facts.physicianNpi);
}
