import { z } from 'zod';
import { testCenterSchema } from './testcenters';

// Issue 18 "The lab-visit pass": what a customer needs at the test center for
// an approved order, on one screen and in one answer, so that the web app can
// keep it (encrypted) and open it with no signal. What it shows follows
// spec/02 2.10 (the order, its tests) and 2.11 (a center's name, address,
// phone, hours and a map link).

/** One requisition of the order: its id as the barcode encodes it (Code 128, as on the PDF). */
export const passRequisitionSchema = z.object({
  apiResultId: z.string(),
  /** The barcode as an SVG document, drawn by the server with the PDF's encoder; shown as an image, never as markup. */
  barcodeSvg: z.string(),
  /** The download path of the requisition PDF (spec/02 7, type 1). */
  requisitionLink: z.string(),
  physiciansName: z.string().nullable(),
  physiciansNPI: z.string().nullable(),
  approvedDate: z.string().nullable(),
});
export type PassRequisition = z.infer<typeof passRequisitionSchema>;

export const passTestSchema = z.object({
  name: z.string(),
  cpt: z.string(),
  fastingRequired: z.boolean(),
});

/** GET /api/order/pass/{orderId}: the pass of an order the partner approved (In Progress, or Completed). */
export const labVisitPassSchema = z.object({
  orderId: z.string(),
  orderNumber: z.int(),
  status: z.int(),
  patient: z.object({ fullName: z.string(), birthDate: z.string() }),
  requisitions: z.array(passRequisitionSchema),
  tests: z.array(passTestSchema),
  /** The longest fast any test of the order asks for, in hours; null when none asks for one. */
  fastingHours: z.int().nullable(),
  /** Each test's preparation as plain text, once each, in the account's language. */
  preparation: z.array(z.string()),
  /** The centers nearest the profile's zip (home, then billing, then government address), nearest first; empty when it has none. */
  centers: z.array(testCenterSchema),
  /** When this pass was made (ISO instant): a kept copy says how old it is. */
  issuedAt: z.string(),
});
export type LabVisitPass = z.infer<typeof labVisitPassSchema>;

export const labVisitPassParamsSchema = z.object({ orderId: z.uuid() });

/**
 * The fast a test asks for when it names no length (partner_tests.fasting_hours
 * empty): the usual overnight fast of 8 hours, the shortest most laboratories
 * accept. The seed reads the figure from each test's preparation text.
 */
export const UNSTATED_FASTING_HOURS = 8;

/** How many centers a pass names: the nearest, and a few to choose from when it is closed. */
export const PASS_CENTERS = 3;

/** GET /api/order/passes: the caller's approved orders still waiting for their visit (no results yet), newest first; for the home screen. */
export const waitingPassesSchema = z.object({
  items: z.array(z.object({ orderId: z.string(), orderNumber: z.int(), approvedDate: z.string().nullable() })),
});
export type WaitingPasses = z.infer<typeof waitingPassesSchema>;

/** The pass's refusals (issue 18): the words are ours, the spec has no pass. */
export const LAB_VISIT_PASS_MESSAGES = {
  notApproved: 'Your lab-visit pass is ready once a physician approves the order.',
  closed: 'This order was canceled or not approved, so it has no lab-visit pass.',
} as const;
