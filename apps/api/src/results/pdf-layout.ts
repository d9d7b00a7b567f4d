import PDFDocument from 'pdfkit';
import { winAnsiText } from './plain-text';

// Issue 17: the requisition and results PDFs are drawn with pdfkit in the
// standard Helvetica (Windows-1252: Spanish accents included), as text a
// reader or a test can extract, on US Letter.

export type Pdf = PDFKit.PDFDocument;

const MARGIN = 50;
const BODY_SIZE = 10;
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';

/** Draws a document and answers its bytes. */
export function renderPdf(title: string, draw: (doc: Pdf) => void): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'LETTER', margin: MARGIN, info: { Title: winAnsiText(title), Producer: 'labstore', Creator: 'labstore' } });
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  doc.font(FONT).fontSize(BODY_SIZE);
  draw(doc);
  doc.end();
  return done;
}

export function contentWidth(doc: Pdf): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

export function title(doc: Pdf, text: string): void {
  doc.font(BOLD).fontSize(18).text(winAnsiText(text), doc.page.margins.left, doc.y);
  doc.font(FONT).fontSize(BODY_SIZE).moveDown(0.5);
}

export function heading(doc: Pdf, text: string): void {
  doc.moveDown(0.6);
  doc.font(BOLD).fontSize(12).text(winAnsiText(text), doc.page.margins.left, doc.y);
  doc.font(FONT).fontSize(BODY_SIZE).moveDown(0.2);
}

/** 'Label: value' on a line of its own. */
export function field(doc: Pdf, label: string, value: string): void {
  doc.font(BOLD).text(`${winAnsiText(label)}: `, doc.page.margins.left, doc.y, { continued: true });
  doc.font(FONT).text(winAnsiText(value));
}

export function paragraph(doc: Pdf, text: string): void {
  doc.font(FONT).fontSize(BODY_SIZE).text(winAnsiText(text), doc.page.margins.left, doc.y, { width: contentWidth(doc) });
}

export interface Column {
  header: string;
  /** Share of the content width. */
  share: number;
}

function row(doc: Pdf, columns: readonly Column[], cells: readonly string[], font: string): void {
  const width = contentWidth(doc);
  const widths = columns.map((column) => column.share * width - 6);
  doc.font(font);
  const height = Math.max(...cells.map((cell, index) => doc.heightOfString(winAnsiText(cell), { width: widths[index] ?? width })));
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const top = doc.y;
  let x = doc.page.margins.left;
  cells.forEach((cell, index) => {
    doc.text(winAnsiText(cell), x, top, { width: widths[index] ?? width });
    x += (columns[index]?.share ?? 0) * width;
  });
  doc.x = doc.page.margins.left;
  doc.y = top + height + 4;
}

/** A table: a bold header row, then a row per entry, a new page when one is full. */
export function table(doc: Pdf, columns: readonly Column[], rows: ReadonlyArray<readonly string[]>): void {
  row(
    doc,
    columns,
    columns.map((column) => column.header),
    BOLD,
  );
  for (const cells of rows) row(doc, columns, cells, FONT);
  doc.font(FONT);
}
