import type { FastifyInstance } from 'fastify';
import type { PartnerService, PartnerResults, OrderingPhysician, UnsolicitedReport } from '../partner';
import { buildTestApp } from '../testing/test-app';

// The results tests' app. The partner plugin decorates `app.partner`; where
// it is not registered (a branch without it) a fake partner that holds only
// unsolicited reports stands in, so the administrators' routes can be reached.

export interface FakeUnsolicitedPartner extends Pick<PartnerService, 'unsolicitedReports' | 'unsolicitedResults'> {
  /** The reports it holds, by clinical report id. */
  reports: Map<string, UnsolicitedReport & { results: PartnerResults & { physician: OrderingPhysician } }>;
}

export function fakeUnsolicitedPartner(): FakeUnsolicitedPartner {
  const reports: FakeUnsolicitedPartner['reports'] = new Map();
  return {
    reports,
    unsolicitedReports: async () => [...reports.values()].map(({ clinicalReport, patientName, reportedAt }) => ({ clinicalReport, patientName, reportedAt })),
    unsolicitedResults: async (clinicalReport) => {
      const held = reports.get(clinicalReport);
      if (!held) throw new Error(`no unsolicited report ${clinicalReport}`);
      return held.results;
    },
  };
}

function refused(): Promise<never> {
  return Promise.reject(new Error('not used by the results tests'));
}

export async function buildResultsTestApp(): Promise<FastifyInstance> {
  const app = await buildTestApp({ seed: false });
  if (!app.hasDecorator('partner')) {
    const fake = fakeUnsolicitedPartner();
    const partner: PartnerService = {
      name: 'sandbox',
      submitOrder: refused,
      orderState: refused,
      cancelOrder: refused,
      approvedTestCodes: refused,
      tests: refused,
      centersNear: refused,
      unsolicitedReports: fake.unsolicitedReports,
      unsolicitedResults: fake.unsolicitedResults,
    };
    app.decorate('partner', partner);
  }
  return app;
}
