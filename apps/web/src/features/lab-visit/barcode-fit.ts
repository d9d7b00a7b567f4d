// Issue 18: the requisition's barcode as the server drew it (an SVG of
// bwip-js, Code 128, quiet zones included), shown on a phone so that a
// counter scanner reads it. Bars narrower than about 2 CSS px do not scan
// (a 19-character requisition id is about 250 modules: 500 px), wider than
// a portrait phone; there the barcode is turned a quarter to run along the
// screen's height instead, as boarding-pass apps do.

/** Narrowest bar, in CSS px, that a scanner reads from a screen. */
export const MIN_MODULE_PX = 2;
/** Widest bar worth drawing: beyond it a barcode only grows, not reads better. */
export const MAX_MODULE_PX = 4;

/** The SVG as an image address: shown with <img>, never put in the page as markup (its text is the server's). */
export function barcodeImageSource(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export interface BarcodeShape {
  /** Modules across, quiet zones included. */
  modules: number;
  /** Height over width of the drawing. */
  ratio: number;
}

const VIEW_BOX = /viewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/;
const STROKE_WIDTH = /stroke-width="([\d.]+)"/g;

/**
 * The barcode's modules, read from the drawing: its width over its
 * narrowest bar (Code 128 always has a one-module bar, in its stop pattern).
 * Undefined for a drawing of another form.
 */
export function barcodeShape(svg: string): BarcodeShape | undefined {
  const box = VIEW_BOX.exec(svg);
  const width = Number(box?.[1]);
  const height = Number(box?.[2]);
  const bars = [...svg.matchAll(STROKE_WIDTH)].map((match) => Number(match[1])).filter((bar) => bar > 0);
  if (!(width > 0) || !(height > 0) || bars.length === 0) return undefined;
  return { modules: Math.round(width / Math.min(...bars)), ratio: height / width };
}

export type BarcodeFit =
  | { direction: 'across'; maxWidth: number }
  /** Turned a quarter: `length` runs down the screen, `thickness` across it. */
  | { direction: 'along'; length: number; thickness: number };

/**
 * How to draw the barcode in a column `available` CSS px wide on a screen
 * `screenHeight` px tall: across when its bars get 2 px or more, else along
 * the height, as long as 80% of the screen allows and at least 2 px a bar.
 * An unknown width (not measured yet) or shape draws it across.
 */
export function barcodeFit(shape: BarcodeShape | undefined, available: number, screenHeight: number): BarcodeFit {
  if (!shape) return { direction: 'across', maxWidth: Number.POSITIVE_INFINITY };
  const across = { direction: 'across', maxWidth: shape.modules * MAX_MODULE_PX } as const;
  if (available <= 0 || available >= shape.modules * MIN_MODULE_PX) return across;
  const length = Math.round(Math.min(shape.modules * MAX_MODULE_PX, Math.max(shape.modules * MIN_MODULE_PX, screenHeight * 0.8)));
  return { direction: 'along', length, thickness: Math.round(length * shape.ratio) };
}
