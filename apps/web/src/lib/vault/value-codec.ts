import { type Bytes, fromUtf8, utf8 } from './bytes';
import { VaultError } from './vault-error';

// One leading byte says how the rest reads: documents (PDFs, the pass's image)
// stay bytes, anything else (structured results, the pass's fields) is JSON.
const JSON_VALUE = 0;
const BYTES_VALUE = 1;

export function encodeValue(value: unknown): Bytes {
  if (value instanceof Uint8Array) return tagged(BYTES_VALUE, value);
  return tagged(JSON_VALUE, utf8(toJson(value)));
}

function toJson(value: unknown): string {
  let json: unknown;
  try {
    json = JSON.stringify(value);
  } catch {
    throw new VaultError('value-not-serializable');
  }
  if (typeof json !== 'string') throw new VaultError('value-not-serializable');
  return json;
}

export function decodeValue(bytes: Bytes): unknown {
  const body = bytes.subarray(1);
  if (bytes[0] === BYTES_VALUE) return new Uint8Array(body);
  return JSON.parse(fromUtf8(body)) as unknown;
}

function tagged(tag: number, body: Uint8Array): Bytes {
  const bytes = new Uint8Array(body.length + 1);
  bytes[0] = tag;
  bytes.set(body, 1);
  return bytes;
}
