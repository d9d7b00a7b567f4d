import assert from 'node:assert/strict';
import { messagesIn } from '@labstore/domain';
import { describe, test } from 'vitest';
import type { DocumentHeader, RequisitionFacts, ResultsFacts } from './document-facts';
import { pdfBarcodes, pdfText } from './pdf-reading.test-support';
import { requisitionPdf } from './requisition-pdf';
import { resultsPdf } from './results-pdf';

// Issue 17 "Documents": what a person reads in the PDFs, as text a reader
// extracts, and the requisition id as a barcode a scanner decodes.

function header(language: 'en' | 'es'): DocumentHeader {
  return {
    language,
    words: messagesIn(language).resultDocuments,
    patientName: 'José Ángel Núñez',
    birthDate: '05/07/1990',
    sex: messagesIn(language).resultDocuments.male,
    orderNumber: 10482,
    orderDate: 'Nov 27, 2026',
    requisitionId: 'REQ-7F3A91C2',
    physicianName: 'Dr. María Álvarez',
    physicianNpi: '1234567893',
    labAccount: 'LAB-ACCT-77812',
  };
}

function requisition(language: 'en' | 'es'): RequisitionFacts {
  return {
    ...header(language),
    tests: [
      { name: 'Ferritin', cpt: '82728', partnerCode: 'Q-457' },
      { name: 'Comprehensive Metabolic Panel', cpt: '80053', partnerCode: 'Q-10231' },
    ],
    fasting: true,
    instructions: ['Drink water as usual.\nBring your photo ID.'],
  };
}

function results(language: 'en' | 'es'): ResultsFacts {
  return {
    ...header(language),
    collected: 'Nov 26, 2026, 9:10 AM EST',
    reported: 'Nov 27, 2026, 4:00 PM EST',
    observations: [
      { testName: 'Ferritin', analyte: 'Ferritin', value: '150', unit: 'ng/mL', range: '30 - 400', flag: 'Normal' },
      { testName: 'Comprehensive Metabolic Panel', analyte: 'Glucose', value: '131', unit: 'mg/dL', range: '70 - 99', flag: 'High' },
    ],
  };
}

/** The text with runs of white space as one space: a table cell may wrap. */
async function textOf(bytes: Uint8Array): Promise<string> {
  return (await pdfText(bytes)).replace(/\s+/g, ' ');
}

describe('the requisition PDF', () => {
  test('names the patient, the order, each test with its codes, the physician and NPI, the preparation and the lab account', async () => {
    const text = await textOf(await requisitionPdf(requisition('en')));
    for (const expected of [
      'Laboratory Requisition',
      'Patient: José Ángel Núñez',
      'Date of birth: 05/07/1990',
      'Sex: Male',
      'Order number: 10482',
      'Order date: Nov 27, 2026',
      'Ferritin 82728 Q-457',
      'Comprehensive Metabolic Panel 80053 Q-10231',
      'Ordering physician: Dr. María Álvarez',
      'NPI: 1234567893',
      'Lab account: LAB-ACCT-77812',
      'Fasting required',
      'Drink water as usual. Bring your photo ID.',
    ]) {
      assert.ok(text.includes(expected), `"${expected}" in: ${text}`);
    }
  });

  test('carries the requisition id as a Code 128 barcode that decodes to it', async () => {
    assert.deepEqual(await pdfBarcodes(await requisitionPdf(requisition('en'))), ['REQ-7F3A91C2']);
  });

  test('a long requisition id still decodes', async () => {
    const requisitionId = 'PARTNER-2026-11-27-0000481516-ABCDEFGHIJ';
    assert.deepEqual(await pdfBarcodes(await requisitionPdf({ ...requisition('en'), requisitionId })), [requisitionId]);
  });

  test('says when no fasting is needed', async () => {
    const text = await textOf(await requisitionPdf({ ...requisition('en'), fasting: false, instructions: [] }));
    assert.ok(text.includes('No fasting is required.'), text);
  });

  test("is written in the account's language, accents and all", async () => {
    const text = await textOf(await requisitionPdf(requisition('es')));
    for (const expected of ['Orden de laboratorio', 'Paciente: José Ángel Núñez', 'Médico que ordena: Dr. María Álvarez', 'Requiere ayuno', 'Código del laboratorio']) {
      assert.ok(text.includes(expected), `"${expected}" in: ${text}`);
    }
  });

  test('a long order goes on to a second page', async () => {
    const many = Array.from({ length: 60 }, (_, index) => ({ name: `Test number ${index + 1}`, cpt: '80000', partnerCode: `Q-${index + 1}` }));
    const text = await textOf(await requisitionPdf({ ...requisition('en'), tests: many }));
    assert.ok(text.includes('Test number 1 80000 Q-1 ') && text.includes('Test number 60 80000 Q-60'), text);
  });
});

describe('the results PDF', () => {
  test('lists each analyte with value, unit, range and flag, the physician, and the collected and reported times', async () => {
    const text = await textOf(await resultsPdf(results('en')));
    for (const expected of [
      'Laboratory Results',
      'Patient: José Ángel Núñez',
      'Ferritin Ferritin 150 ng/mL 30 - 400 Normal',
      'Glucose 131 mg/dL 70 - 99 High',
      'Ordering physician: Dr. María Álvarez',
      'NPI: 1234567893',
      'Collected: Nov 26, 2026, 9:10 AM EST',
      'Reported: Nov 27, 2026, 4:00 PM EST',
    ]) {
      assert.ok(text.includes(expected), `"${expected}" in: ${text}`);
    }
    assert.deepEqual(await pdfBarcodes(await resultsPdf(results('en'))), []);
  });
});
