import type { OrderResultsData, ResultTrends } from '@labstore/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRouteWithContext, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import type { RouterContext } from '../../lib/route-modules';
import { resultsRoutes } from './routes';

// The results screen's component tests (issues 17 and 18): one order's
// results and the customer's trends, the screen under a router and the app's
// query client, and the file the FHIR download hands over.

export const ORDER_ID = '0b6f2a52-6c38-4f0e-9d7e-3f3c2f4a9a10';
export const COLLECTED = '2026-11-20T14:05:00.000Z';
export const REPORTED = '2026-11-23T18:40:00.000Z';

const observation = (id: string, fields: Partial<OrderResultsData['reports'][number]['observations'][number]>) => ({
  id,
  testCode: '10231',
  testName: 'Comprehensive Metabolic Panel',
  loinc: '2345-7',
  analyte: 'Glucose',
  value: null,
  valueText: null,
  unit: 'mg/dL',
  rangeLow: null,
  rangeHigh: null,
  rangeText: null,
  flag: 'normal' as const,
  collectedDate: COLLECTED,
  reportedDate: REPORTED,
  ...fields,
});

export const RESULTS: OrderResultsData = {
  orderId: ORDER_ID,
  orderNumber: 100231,
  patient: { firstName: 'Robert', lastName: 'Alvarez', birthDate: '1968-04-02', gender: 1 },
  reports: [
    {
      apiResultId: 'REQ-448812',
      physiciansName: 'Dana Whitfield, MD',
      physiciansNPI: '1234567893',
      collectedDate: COLLECTED,
      reportedDate: REPORTED,
      observations: [
        observation('7d3c1a9e-2b4f-4c8d-9e1a-0f2b3c4d5e61', { loinc: '2345-7', analyte: 'Glucose', value: 38, rangeLow: 65, rangeHigh: 99, flag: 'critical' }),
        observation('7d3c1a9e-2b4f-4c8d-9e1a-0f2b3c4d5e62', { loinc: '2951-2', analyte: 'Sodium', value: 139, unit: 'mmol/L', rangeLow: 135, rangeHigh: 146 }),
        observation('7d3c1a9e-2b4f-4c8d-9e1a-0f2b3c4d5e63', { testCode: '7600', testName: 'Lipid Panel', loinc: '2093-3', analyte: 'Cholesterol, Total', value: 238, rangeHigh: 200, rangeText: '<200', flag: 'high' }),
        observation('7d3c1a9e-2b4f-4c8d-9e1a-0f2b3c4d5e64', { testCode: '7600', testName: 'Lipid Panel', loinc: '2085-9', analyte: 'HDL Cholesterol', value: 36, rangeLow: 40, flag: 'low' }),
        observation('7d3c1a9e-2b4f-4c8d-9e1a-0f2b3c4d5e65', { testCode: '5463', testName: 'Urinalysis, Complete', loinc: '5792-7', analyte: 'Glucose, Urine', unit: '', valueText: 'Negative', rangeText: 'Negative' }),
      ],
    },
  ],
};

const point = (orderNumber: number, reportedDate: string, value: number) => ({ orderId: `order-${orderNumber}`, orderNumber, reportedDate, value, flag: 'normal' as const });

export const TRENDS: ResultTrends = {
  items: [
    { loinc: '2345-7', analyte: 'Glucose', unit: 'mg/dL', rangeLow: 65, rangeHigh: 99, points: [point(100101, '2026-03-02T15:00:00Z', 92), point(100188, '2026-07-14T15:00:00Z', 88), { ...point(100231, REPORTED, 38), orderId: ORDER_ID, flag: 'critical' }] },
    { loinc: '2093-3', analyte: 'Cholesterol, Total', unit: 'mg/dL', rangeLow: null, rangeHigh: 200, points: [{ ...point(100231, REPORTED, 238), orderId: ORDER_ID }] },
    { loinc: '3016-3', analyte: 'TSH', unit: 'm[IU]/L', rangeLow: 0.4, rangeHigh: 4.5, points: [point(100101, '2026-03-02T15:00:00Z', 1.2), point(100188, '2026-07-14T15:00:00Z', 1.4)] },
  ],
};

export function renderScreen() {
  const queryClient = createQueryClient();
  const root = createRootRouteWithContext<RouterContext>()({ component: Outlet });
  const router = createRouter({
    routeTree: root.addChildren(resultsRoutes(root)),
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: [`/results/${ORDER_ID}`] }),
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

/** The list item of an analyte, by its name. */
export const analyte = (name: string) => screen.getByRole('heading', { level: 4, name }).closest('li') as HTMLElement;

/** Catches what the file offer saves (an object URL and a clicked download link) instead of the browser. */
export function catchSavedFiles(): { files: Blob[]; clicked: Array<{ download: string; href: string }> } {
  const saved = { files: [] as Blob[], clicked: [] as Array<{ download: string; href: string }> };
  vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => {
    saved.files.push(file as Blob);
    return 'blob:results';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.clicked.push({ download: this.download, href: this.href });
  });
  return saved;
}

/** The saved FHIR file, parsed. */
export async function readBundle(file: Blob | undefined): Promise<{ resourceType: string; type: string; entry: Array<{ resource: { resourceType: string; valueQuantity?: { value: number } } }> }> {
  return JSON.parse((await file?.text()) ?? '') as Awaited<ReturnType<typeof readBundle>>;
}
