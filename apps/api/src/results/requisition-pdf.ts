import bwipjs from 'bwip-js/node';
import type { RequisitionFacts } from './document-facts';
import { patientAndOrder } from './patient-block';
import { contentWidth, field, heading, paragraph, renderPdf, table, title, type Pdf } from './pdf-layout';

// Issue 17 "Documents": the requisition a customer takes to the test center:
// the patient, the order, the tests with their codes, the ordering physician,
// how to prepare, the lab account, and the requisition id as a Code 128
// barcode a phone or a counter scanner reads.

/** Pixels per bar module in the PNG. */
const BARCODE_SCALE = 3;
/** At least 3.6 inches wide, and at least 1.5 points (0.53 mm) a module: bars a phone's camera resolves at arm's length. */
const BARCODE_MIN_WIDTH_POINTS = 260;
const MODULE_POINTS = 1.5;

/** The requisition id as Code 128, black on white, with quiet zones on every side. */
function barcodeOptions(requisitionId: string) {
  return { bcid: 'code128', text: requisitionId, scale: BARCODE_SCALE, height: 14, includetext: false, backgroundcolor: 'FFFFFF', paddingwidth: 10, paddingheight: 6 };
}

/** The requisition's barcode as a PNG, for the PDF. */
export function requisitionBarcode(requisitionId: string): Promise<Buffer> {
  return bwipjs.toBuffer(barcodeOptions(requisitionId));
}

/** The same barcode as an SVG document, for the lab-visit pass (issue 18): drawn large on a phone's screen, it stays sharp. */
export function requisitionBarcodeSvg(requisitionId: string): string {
  return bwipjs.toSVG(barcodeOptions(requisitionId));
}

function barcode(doc: Pdf, png: Buffer, requisitionId: string): void {
  // A PNG's width is the first field of its IHDR chunk, at byte 16.
  const modules = png.readUInt32BE(16) / BARCODE_SCALE;
  // A long id gets a wider barcode, up to the page's width, rather than thinner bars.
  const width = Math.min(contentWidth(doc), Math.max(BARCODE_MIN_WIDTH_POINTS, modules * MODULE_POINTS));
  const left = doc.page.margins.left + (contentWidth(doc) - width) / 2;
  doc.moveDown(0.5);
  doc.image(png, left, doc.y, { width });
  doc.moveDown(0.3);
  doc.text(requisitionId, doc.page.margins.left, doc.y, { width: contentWidth(doc), align: 'center' });
}

export async function requisitionPdf(facts: RequisitionFacts): Promise<Uint8Array> {
  const png = await requisitionBarcode(facts.requisitionId);
  const { words } = facts;
  return renderPdf(`${words.requisitionTitle} ${facts.requisitionId}`, (doc) => {
    title(doc, words.requisitionTitle);
    patientAndOrder(doc, facts);
    field(doc, words.labAccount, facts.labAccount);
    barcode(doc, png, facts.requisitionId);
    heading(doc, words.tests);
    table(
      doc,
      [
        { header: words.test, share: 0.6 },
        { header: words.cpt, share: 0.2 },
        { header: words.labCode, share: 0.2 },
      ],
      facts.tests.map((test) => [test.name, test.cpt, test.partnerCode]),
    );
    heading(doc, words.preparation);
    paragraph(doc, facts.fasting ? words.fasting : words.noFasting);
    for (const instructions of facts.instructions) {
      doc.moveDown(0.3);
      paragraph(doc, instructions);
    }
    doc.moveDown(0.6);
    paragraph(doc, words.bringRequisition);
  });
}
