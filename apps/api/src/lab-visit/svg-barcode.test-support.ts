import { BarcodeFormat, BinaryBitmap, DecodeHintType, HybridBinarizer, MultiFormatReader, RGBLuminanceSource } from '@zxing/library';

// Reading the pass's barcode back as a scanner would (issue 18): the SVG is
// checked to be a well-formed document of bars only, drawn into pixels, and
// decoded with zxing, as pdf-reading.test-support.ts reads the PDF's PNG.

export interface SvgElement {
  name: string;
  attributes: Map<string, string>;
}

const TAG = /<(\/)?([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/)?>/y;
const ATTRIBUTE = /([\w:-]+)="([^"]*)"/g;

/**
 * The document's elements in order; throws unless it is well formed: one
 * root, every element closed in order, attributes quoted, no text but
 * whitespace between the tags (so no script body, comment or entity either).
 */
export function svgElements(svg: string): SvgElement[] {
  const elements: SvgElement[] = [];
  const open: string[] = [];
  let at = 0;
  let roots = 0;
  const skipSpace = () => {
    while (at < svg.length && /\s/.test(svg.charAt(at))) at += 1;
  };
  for (skipSpace(); at < svg.length; skipSpace()) {
    TAG.lastIndex = at;
    const tag = TAG.exec(svg);
    if (!tag) throw new Error(`not well formed at ${at}: ${svg.slice(at, at + 40)}`);
    at = TAG.lastIndex;
    const [, closing, name = '', attributes = '', selfClosing] = tag;
    if (closing) {
      if (open.pop() !== name) throw new Error(`</${name}> closes nothing open`);
      continue;
    }
    if (open.length === 0 && (roots += 1) > 1) throw new Error('more than one root element');
    elements.push({ name, attributes: new Map([...attributes.matchAll(ATTRIBUTE)].map((match) => [match[1] ?? '', match[2] ?? ''])) });
    if (!selfClosing) open.push(name);
  }
  if (open.length > 0 || roots !== 1) throw new Error(`unclosed: ${open.join(', ')}`);
  return elements;
}

const CODE_128_HINTS = new Map<DecodeHintType, unknown>([
  [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]],
  [DecodeHintType.TRY_HARDER, true],
]);

/** The bars of bwip-js's SVG (vertical strokes of a width, on a white rectangle) drawn one pixel a unit, then decoded. */
export function decodeSvgBarcode(svg: string): string {
  const elements = svgElements(svg);
  const [, , width = 0, height = 0] = (elements[0]?.attributes.get('viewBox') ?? '').split(' ').map(Number);
  const pixels = new Uint8ClampedArray(width * height).fill(255);
  for (const path of elements.filter((element) => element.name === 'path')) {
    const stroke = Number(path.attributes.get('stroke-width'));
    for (const [, x1 = '0', y1 = '0', , y2 = '0'] of (path.attributes.get('d') ?? '').matchAll(/M([\d.]+) ([\d.]+)L([\d.]+) ([\d.]+)/g)) {
      const [top, bottom] = [Math.min(Number(y1), Number(y2)), Math.max(Number(y1), Number(y2))];
      for (let x = Math.round(Number(x1) - stroke / 2); x < Math.round(Number(x1) + stroke / 2); x += 1) {
        for (let y = Math.round(top); y < Math.round(bottom); y += 1) pixels[y * width + x] = 0;
      }
    }
  }
  const source = new RGBLuminanceSource(pixels, width, height);
  return new MultiFormatReader().decode(new BinaryBitmap(new HybridBinarizer(source)), CODE_128_HINTS).getText();
}
