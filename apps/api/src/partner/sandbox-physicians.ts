import { createHash } from 'node:crypto';
import { npiWithCheckDigit } from './npi';
import type { OrderingPhysician } from './partner-service';

// The sandbox partner's ordering physicians: invented names, NPIs that pass
// the check digit (npi.ts) but are not issued to anyone we know of.
const ROSTER: readonly OrderingPhysician[] = [
  { name: 'Dr. Helen Marsh, MD', firstNine: '174385290' },
  { name: 'Dr. Samuel Ortiz, MD', firstNine: '165792043' },
  { name: 'Dr. Priya Raman, DO', firstNine: '192047365' },
  { name: 'Dr. Thomas Becker, MD', firstNine: '138650972' },
].map(({ name, firstNine }) => ({ name, npi: npiWithCheckDigit(firstNine) }));

/** The physician who decides an order: the same one every time for the same order. */
export function physicianFor(orderId: string): OrderingPhysician {
  const index = createHash('sha256').update(orderId).digest().readUInt32BE(0) % ROSTER.length;
  const physician = ROSTER[index];
  if (!physician) throw new Error('The sandbox physician roster is empty.');
  return physician;
}

export const SANDBOX_PHYSICIANS = ROSTER;
