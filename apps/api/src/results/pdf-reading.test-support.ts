import { BarcodeFormat, BinaryBitmap, DecodeHintType, HybridBinarizer, MultiFormatReader, RGBLuminanceSource } from '@zxing/library';
import { extractImages, extractText, getDocumentProxy } from 'unpdf';

// Reading a PDF back as a person or a scanner would: its text, and the
// barcodes among its images (the requisition's Code 128). For the API's
// tests and the end-to-end journeys.

// PDF.js decodes images with ArrayBuffer.prototype.transferToFixedLength (Node 21+); Node 20 lacks it.
if (!('transferToFixedLength' in ArrayBuffer.prototype)) {
  Object.defineProperty(ArrayBuffer.prototype, 'transferToFixedLength', {
    value(this: ArrayBuffer, length?: number): ArrayBuffer {
      const copy = new ArrayBuffer(length ?? this.byteLength);
      new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(copy.byteLength, this.byteLength)));
      return copy;
    },
  });
}

/** The PDF's text, its pages joined. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(bytes));
  return (await extractText(document, { mergePages: true })).text;
}

/** 0-255 luminance of each pixel, transparent pixels taken as the white paper under them. */
function luminance(data: Uint8ClampedArray, width: number, height: number, channels: 1 | 3 | 4): Uint8ClampedArray {
  const pixels = new Uint8ClampedArray(width * height);
  for (let index = 0; index < pixels.length; index += 1) {
    const at = index * channels;
    const grey = channels === 1 ? (data[at] ?? 0) : ((data[at] ?? 0) + (data[at + 1] ?? 0) + (data[at + 2] ?? 0)) / 3;
    const alpha = channels === 4 ? (data[at + 3] ?? 255) / 255 : 1;
    pixels[index] = grey * alpha + 255 * (1 - alpha);
  }
  return pixels;
}

const CODE_128_HINTS = new Map<DecodeHintType, unknown>([
  [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]],
  [DecodeHintType.TRY_HARDER, true],
]);

/** The text of the Code 128 barcode in an image's pixels (a PDF's image, a screenshot's RGBA), or undefined when it holds none. */
export function imageBarcode(data: Uint8ClampedArray, width: number, height: number, channels: 1 | 3 | 4): string | undefined {
  const source = new RGBLuminanceSource(luminance(data, width, height, channels), width, height);
  try {
    return new MultiFormatReader().decode(new BinaryBitmap(new HybridBinarizer(source)), CODE_128_HINTS).getText();
  } catch {
    // An image with no barcode in it.
    return undefined;
  }
}

/** The text of each Code 128 barcode drawn as an image on the PDF's pages. */
export async function pdfBarcodes(bytes: Uint8Array): Promise<string[]> {
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const found: string[] = [];
  for (let page = 1; page <= document.numPages; page += 1) {
    for (const image of await extractImages(document, page)) {
      const text = imageBarcode(image.data, image.width, image.height, image.channels);
      if (text !== undefined) found.push(text);
    }
  }
  return found;
}
