import type { Observation } from '@labstore/domain';
import type { PartnerPatient } from '../profiles';
import type { PartnerTestCenter } from '../testcenters';

// Issue 17: the physician-oversight and laboratory partner behind one
// interface, as the payment provider is (payments/payment-provider.ts). The
// sandbox (sandbox-partner.ts), the default, approves at the spec's slots and
// later reports results; the HTTP adapter (http-partner.ts) speaks to a real
// partner's API. Jobs (partner-jobs.ts) drive an order through it.

export type PartnerName = 'sandbox' | 'http';

/** spec/03 4: partner order status ids (0 is the admin filter's "all"). */
export const PARTNER_ORDER_STATUS = { pending: 1, approved: 2, rejected: 3, results: 4 } as const;
export type PartnerOrderStatus = (typeof PARTNER_ORDER_STATUS)[keyof typeof PARTNER_ORDER_STATUS];

/** What the partner is sent: the patient and the tests, nothing of the payment. */
export interface PartnerOrderRequest {
  /** Our order id: the partner's idempotency key, so a retried submission never makes a second order. */
  orderId: string;
  orderNumber: number;
  patient: PartnerPatient;
  /** Each ordered test (panels as themselves) by the partner's code, with our name. */
  tests: ReadonlyArray<{ code: string; name: string }>;
}

export interface OrderingPhysician {
  name: string;
  /** National Provider Identifier: ten digits. */
  npi: string;
}

/** One analyte as the laboratory reports it (lab-results.ts Observation, without our ids). */
export type PartnerObservation = Omit<Observation, 'id' | 'collectedDate' | 'reportedDate'>;

export interface PartnerResults {
  collectedAt: Date;
  reportedAt: Date;
  observations: PartnerObservation[];
}

/** The partner's view of an order. */
export type PartnerOrderState =
  | { status: 'pending'; /** When the partner expects to decide; the next poll waits for it. */ expectedAt: Date | null }
  | { status: 'approved'; requisitionId: string; physician: OrderingPhysician; approvedAt: Date; labAccount: string; approvedTestCodes: string[]; /** When results are expected. */ expectedAt: Date | null }
  | { status: 'rejected'; reason: string; physician: OrderingPhysician | null; decidedAt: Date }
  | { status: 'results'; requisitionId: string; physician: OrderingPhysician; approvedAt: Date; labAccount: string; approvedTestCodes: string[]; results: PartnerResults }
  | { status: 'canceled' };

/** A report the partner holds for no order of ours (spec/02 7 unsolicited), until bound to one. */
export interface UnsolicitedReport {
  clinicalReport: string;
  patientName: string;
  reportedAt: Date;
}

/** A center that draws the partner's tests, as the finder's partner centers describe it, without our id and distance. */
export type PartnerCenter = Omit<PartnerTestCenter, 'id' | 'distanceMiles'>;

/** spec/03 3 Partner test. */
export interface PartnerTest {
  name: string;
  code: string;
  sameDay: boolean;
  /** spec/02 3 gender (1 male, 2 female); null for either. */
  requiredGender: number | null;
  disclaimersRequired: boolean;
  customerPhysicianRequired: boolean;
  fastingRequired: boolean;
}

/** Thrown for an answer the partner gave that will not change on retry (a refused request). */
export class PartnerRefusal extends Error {}

export interface PartnerService {
  readonly name: PartnerName;
  /** Submits an order; the same orderId again answers the first submission's partner order id. */
  submitOrder(request: PartnerOrderRequest): Promise<{ partnerOrderId: string }>;
  orderState(partnerOrderId: string): Promise<PartnerOrderState>;
  /** Withdraws an order not yet resulted; a second call is harmless. */
  cancelOrder(partnerOrderId: string): Promise<void>;
  /** The partner's test codes that may be ordered now (spec/02 4.5 step 3). */
  approvedTestCodes(): Promise<string[]>;
  /** The partner's test list (spec/03 3 Partner test). */
  tests(): Promise<PartnerTest[]>;
  /** Centers that draw the partner's tests near a zip. */
  centersNear(zip: string): Promise<PartnerCenter[]>;
  unsolicitedReports(): Promise<UnsolicitedReport[]>;
  /** The results of an unsolicited report, for binding to an order. */
  unsolicitedResults(clinicalReport: string): Promise<PartnerResults & { physician: OrderingPhysician }>;
}
