/** Bytes WebCrypto accepts as a BufferSource (TypeScript 5.9 wants the ArrayBuffer-backed kind). */
export type Bytes = Uint8Array<ArrayBuffer>;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export function utf8(text: string): Bytes {
  return encoder.encode(text);
}

export function fromUtf8(bytes: Bytes): string {
  return decoder.decode(bytes);
}

export function randomBytes(length: number): Bytes {
  return crypto.getRandomValues(new Uint8Array(length));
}

export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index]);
}

/** A copy backed by its own ArrayBuffer, for bytes read back from IndexedDB or handed in by a caller. */
export function ownBytes(bytes: Uint8Array): Bytes {
  return new Uint8Array(bytes);
}
