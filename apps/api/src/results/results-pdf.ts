import type { ResultsFacts } from './document-facts';
import { field, heading, paragraph, renderPdf, table, title } from './pdf-layout';
import { patientAndOrder } from './patient-block';

// Issue 17 "Documents": the results report: each analyte with its value,
// unit, reference range and flag, the ordering physician, and when the
// sample was collected and the results reported.

export function resultsPdf(facts: ResultsFacts): Promise<Uint8Array> {
  const { words } = facts;
  return renderPdf(`${words.resultsTitle} ${facts.requisitionId}`, (doc) => {
    title(doc, words.resultsTitle);
    patientAndOrder(doc, facts);
    field(doc, words.collected, facts.collected);
    field(doc, words.reported, facts.reported);
    heading(doc, words.tests);
    table(
      doc,
      [
        { header: words.test, share: 0.2 },
        { header: words.analyte, share: 0.24 },
        { header: words.value, share: 0.14 },
        { header: words.unit, share: 0.12 },
        { header: words.referenceRange, share: 0.18 },
        { header: words.flag, share: 0.12 },
      ],
      facts.observations.map((observation) => [observation.testName, observation.analyte, observation.value, observation.unit, observation.range, observation.flag]),
    );
    doc.moveDown(0.6);
    paragraph(doc, words.resultsNote);
  });
}
