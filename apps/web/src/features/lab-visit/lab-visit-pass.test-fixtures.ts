import type { LabVisitPass, TestCenter } from '@labstore/domain';
import { LONG_ID_SVG } from './barcode.test-fixtures';

// A pass as GET /api/order/pass/{orderId} answers it, for the feature's tests.

export const ORDER_ID = '6c1f2a52-6c38-4f0e-9d7e-3f3c2f4a9a18';

export const center = (id: string, name: string, overrides: Partial<TestCenter> = {}): TestCenter => ({
  id,
  name,
  address: '9254 Lake Shore Dr',
  city: 'Indianapolis',
  state: 'IN',
  zip: '46247',
  distance: 1.2,
  phone: '(317) 555-0154',
  workingHours: 'Mon-Fri: 07:00 AM-03:30 PM; Sat: 08:00 AM-12:00 PM',
  latitude: 39.7,
  longtitude: -86.1,
  ...overrides,
});

export function labVisitPass(overrides: Partial<LabVisitPass> = {}): LabVisitPass {
  return {
    orderId: ORDER_ID,
    orderNumber: 100231,
    status: 4,
    patient: { fullName: 'Robert J Alvarez', birthDate: '1968-04-02T00:00:00.000Z' },
    requisitions: [
      {
        apiResultId: 'REQ-100231-1A2B3C4D',
        barcodeSvg: LONG_ID_SVG,
        requisitionLink: `/api/order/results/download/${ORDER_ID}/REQ-100231-1A2B3C4D/1`,
        physiciansName: 'Dana Whitfield, MD',
        physiciansNPI: '1234567893',
        approvedDate: '2026-11-27T13:05:00.000Z',
      },
    ],
    tests: [
      { name: 'Lipid Panel', cpt: '80061', fastingRequired: true },
      { name: 'TSH', cpt: '84443', fastingRequired: false },
    ],
    fastingHours: 12,
    preparation: ['Fast for 9-12 hours before your blood draw.', 'Drink water to stay hydrated.'],
    centers: [
      center('c-1', 'Quest Diagnostics Southport'),
      center('c-2', 'Labcorp Greenwood', { address: '1251 US-31 #4', city: 'Greenwood', zip: '46142', distance: 3.4, workingHours: 'By appointment only' }),
      center('c-3', 'Quest Diagnostics Beech Grove', { address: '2525 Main St', city: 'Beech Grove', zip: '46107', distance: 5 }),
    ],
    issuedAt: '2026-11-27T15:30:00.000Z',
    ...overrides,
  };
}
