import { randomUUID } from 'node:crypto';
import type { Database } from '@labstore/db';
import type { Kysely } from 'kysely';
import { partnerTestsOf } from '../catalogue';
import { sandboxPartnerCenters, zipCentroid } from '../testcenters';
import {
  PartnerRefusal,
  type OrderingPhysician,
  type PartnerCenter,
  type PartnerOrderRequest,
  type PartnerOrderState,
  type PartnerResults,
  type PartnerService,
  type PartnerTest,
} from './partner-service';
import { partnerOrderRequestSchema } from './partner-wire';
import { sandboxResults } from './sandbox-lab-results';
import { sandboxPartnerRepository, type SandboxPartnerOrder } from './sandbox-partner.repository';
import { physicianFor } from './sandbox-physicians';
import { approvalTime, rejectionReason } from './sandbox-rules';

// The sandbox partner, the default (docs/decisions.md "The sandbox partner"):
// a real partner in miniature that keeps its own books in
// sandbox_partner_orders. It decides an order when it is submitted and lets
// it be known at the approval slot; results follow `resultsSeconds` later.

export interface SandboxPartnerOptions {
  db: Kysely<Database>;
  /** PARTNER_SANDBOX_APPROVAL_SECONDS: approve this long after submission rather than at the next slot. */
  approvalSeconds?: number | undefined;
  /** PARTNER_SANDBOX_RESULTS_SECONDS: results this long after approval. */
  resultsSeconds: number;
  now?: () => Date;
}

const CENTERS_NEAR = 10;
export const SANDBOX_LAB_ACCOUNT = 'SBX-73015';

type Approval = Extract<PartnerOrderState, { status: 'approved' }>;

function requestOf(row: SandboxPartnerOrder): PartnerOrderRequest {
  return partnerOrderRequestSchema.parse(row.request);
}

function physicianOf(row: SandboxPartnerOrder): OrderingPhysician {
  if (!row.physician_name || !row.physician_npi) throw new Error('A sandbox order was recorded without its physician.');
  return { name: row.physician_name, npi: row.physician_npi };
}

/** The laboratory draws the sample halfway between approval and the report. */
function resultsOf(row: SandboxPartnerOrder, resultsAt: Date): PartnerResults {
  const collectedAt = new Date((row.approve_at.getTime() + resultsAt.getTime()) / 2);
  return sandboxResults(requestOf(row), { collectedAt, reportedAt: resultsAt });
}

function approvalOf(row: SandboxPartnerOrder): Omit<Approval, 'status' | 'expectedAt'> {
  if (!row.requisition_id) throw new Error('An approved sandbox order has no requisition.');
  return { requisitionId: row.requisition_id, physician: physicianOf(row), approvedAt: row.approve_at, labAccount: SANDBOX_LAB_ACCOUNT, approvedTestCodes: requestOf(row).tests.map((test) => test.code) };
}

function stateAt(row: SandboxPartnerOrder, now: Date): PartnerOrderState {
  const resultsAt = row.results_at;
  const reported = resultsAt !== null && resultsAt <= now;
  // Canceled once reported, the report stands but is no longer the order's (unsolicitedReports).
  if (row.canceled_at) return { status: 'canceled' };
  if (now < row.approve_at) return { status: 'pending', expectedAt: row.approve_at };
  if (row.rejection_reason !== null) return { status: 'rejected', reason: row.rejection_reason, physician: physicianOf(row), decidedAt: row.approve_at };
  if (!reported || !resultsAt) return { status: 'approved', ...approvalOf(row), expectedAt: resultsAt };
  return { status: 'results', ...approvalOf(row), results: resultsOf(row, resultsAt) };
}

const patientNameOf = (request: PartnerOrderRequest) => `${request.patient.firstName} ${request.patient.lastName}`;

export function sandboxPartner(options: SandboxPartnerOptions): PartnerService {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const books = sandboxPartnerRepository(db);
  const tests = (): Promise<PartnerTest[]> => partnerTestsOf(db);

  return {
    name: 'sandbox',

    async submitOrder(request) {
      const submittedAt = now();
      const approveAt = approvalTime(submittedAt, options.approvalSeconds);
      const rejection = rejectionReason(request, await tests());
      const physician = physicianFor(request.orderId);
      const row = await books.insertOnce({
        partner_order_id: `SBX-${randomUUID()}`,
        order_id: request.orderId,
        request: JSON.stringify(request),
        submitted_at: submittedAt,
        approve_at: approveAt,
        results_at: rejection === undefined ? new Date(approveAt.getTime() + options.resultsSeconds * 1000) : null,
        rejection_reason: rejection ?? null,
        physician_name: physician.name,
        physician_npi: physician.npi,
        requisition_id: rejection === undefined ? `REQ-${request.orderNumber}-${randomUUID().slice(0, 8).toUpperCase()}` : null,
      });
      return { partnerOrderId: row.partner_order_id };
    },

    async orderState(partnerOrderId) {
      const row = await books.find(partnerOrderId);
      if (!row) throw new PartnerRefusal(`The sandbox partner has no order ${partnerOrderId}.`);
      const at = now();
      const state = stateAt(row, at);
      if (state.status !== 'pending' && state.status !== 'canceled') await books.markDecided(partnerOrderId, row.approve_at);
      return state;
    },

    async cancelOrder(partnerOrderId) {
      await books.markCanceled(partnerOrderId, now());
    },

    async approvedTestCodes() {
      return (await tests()).map((test) => test.code);
    },

    tests,

    async centersNear(zip): Promise<PartnerCenter[]> {
      const origin = zipCentroid(zip);
      if (!origin) return [];
      const centers = await sandboxPartnerCenters(db).nearest(origin, CENTERS_NEAR);
      return centers.map(({ id: _id, distanceMiles: _distance, ...center }) => center);
    },

    async unsolicitedReports() {
      const rows = await books.reportedThenCanceled();
      return rows.flatMap((row) => (row.requisition_id && row.results_at ? [{ clinicalReport: row.requisition_id, patientName: patientNameOf(requestOf(row)), reportedAt: row.results_at }] : []));
    },

    async unsolicitedResults(clinicalReport) {
      const row = await books.findByRequisition(clinicalReport);
      const reported = row?.results_at && row.canceled_at && row.canceled_at >= row.results_at ? row.results_at : undefined;
      if (!row || !reported) throw new PartnerRefusal('The sandbox partner holds no unsolicited report by that id.');
      return { ...resultsOf(row, reported), physician: physicianOf(row) };
    },
  };
}
