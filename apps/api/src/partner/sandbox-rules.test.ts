import assert from 'node:assert/strict';
import { test } from 'vitest';
import { isValidNpi, npiWithCheckDigit } from './npi';
import type { PartnerOrderRequest, PartnerTest } from './partner-service';
import { SANDBOX_PHYSICIANS, physicianFor } from './sandbox-physicians';
import { approvalTime, rejectionReason } from './sandbox-rules';

const at = (iso: string) => new Date(iso);

test('approval at the next Indianapolis slot after submission, across 8 pm, midnight and daylight saving', () => {
  const cases: Array<[string, string]> = [
    // EST (UTC-5)
    ['2026-11-27T12:59:59Z', '2026-11-27T13:00:00Z'], // 7:59:59 -> 8:00
    ['2026-11-27T13:00:00Z', '2026-11-27T15:30:00Z'], // at 8:00 sharp -> 10:30
    ['2026-11-27T15:31:00Z', '2026-11-27T18:00:00Z'], // 10:31 -> 13:00
    ['2026-11-27T19:00:00Z', '2026-11-27T20:30:00Z'], // 14:00 -> 15:30
    ['2026-11-27T21:00:00Z', '2026-11-27T23:00:00Z'], // 16:00 -> 18:00
    ['2026-11-27T23:30:00Z', '2026-11-28T01:00:00Z'], // 18:30 -> 20:00
    ['2026-11-28T01:00:01Z', '2026-11-28T13:00:00Z'], // 20:00:01 -> tomorrow 8:00
    ['2026-11-28T05:00:00Z', '2026-11-28T13:00:00Z'], // midnight -> 8:00
    // EDT (UTC-4): the night the clocks go forward (8 March 2026)
    ['2026-03-08T06:30:00Z', '2026-03-08T12:00:00Z'], // 1:30 EST -> 8:00 EDT
    // The night they go back (1 November 2026)
    ['2026-11-01T01:00:01Z', '2026-11-01T13:00:00Z'], // 21:00 EDT -> 8:00 EST
  ];
  for (const [submitted, approved] of cases) assert.deepEqual(approvalTime(at(submitted), undefined), at(approved), submitted);
});

test('PARTNER_SANDBOX_APPROVAL_SECONDS replaces the slot', () => {
  assert.deepEqual(approvalTime(at('2026-11-27T12:00:00Z'), 0), at('2026-11-27T12:00:00Z'));
  assert.deepEqual(approvalTime(at('2026-11-27T12:00:00Z'), 90), at('2026-11-27T12:01:30Z'));
});

test('NPI check digits follow the Luhn rule with prefix 80840; every sandbox physician has a valid one, the same for the same order', () => {
  // CMS's own example: 123456789 takes check digit 3.
  assert.equal(npiWithCheckDigit('123456789'), '1234567893');
  assert.ok(isValidNpi('1234567893'));
  assert.ok(!isValidNpi('1234567890'));
  assert.ok(!isValidNpi('123456789'));
  for (const physician of SANDBOX_PHYSICIANS) assert.ok(isValidNpi(physician.npi), `${physician.name} ${physician.npi}`);
  assert.ok(new Set(SANDBOX_PHYSICIANS.map((physician) => physician.npi)).size === SANDBOX_PHYSICIANS.length);
  const orderId = '6f1d1c1e-8a53-4b39-9d5e-0f6f9a1f2b3c';
  assert.deepEqual(physicianFor(orderId), physicianFor(orderId));
});

test('rejected: a test for the other sex, a test the partner does not offer, no test; approved otherwise', () => {
  const partnerTests: PartnerTest[] = [
    { code: 'PSA', name: 'PSA', sameDay: false, requiredGender: 1, disclaimersRequired: false, customerPhysicianRequired: false, fastingRequired: false },
    { code: 'HCG', name: 'hCG', sameDay: false, requiredGender: 2, disclaimersRequired: false, customerPhysicianRequired: false, fastingRequired: false },
    { code: 'CBC', name: 'CBC', sameDay: false, requiredGender: null, disclaimersRequired: false, customerPhysicianRequired: false, fastingRequired: false },
  ];
  const request = (gender: number, codes: string[]): PartnerOrderRequest => ({
    orderId: 'o',
    orderNumber: 1,
    patient: { firstName: 'A', lastName: 'B', birthDate: '2015-01-01', gender, email: null, phone: null, address: null },
    tests: codes.map((code) => ({ code, name: code })),
  });
  assert.equal(rejectionReason(request(2, ['CBC', 'PSA']), partnerTests), 'The test PSA is for male patients only.');
  assert.equal(rejectionReason(request(1, ['HCG']), partnerTests), 'The test HCG is for female patients only.');
  assert.equal(rejectionReason(request(1, ['XYZ']), partnerTests), 'The laboratory does not offer the test XYZ (XYZ).');
  assert.equal(rejectionReason(request(1, []), partnerTests), 'The order has no test the laboratory runs.');
  assert.equal(rejectionReason(request(1, ['CBC', 'PSA']), partnerTests), undefined);
  // A child's order is approved (the store orders for a family's profiles).
  assert.equal(rejectionReason(request(2, ['CBC', 'HCG']), partnerTests), undefined);
});
