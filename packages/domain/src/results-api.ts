import { z } from 'zod';
import { RESULTS_MESSAGES } from './results-messages';

// Issue 17: the requests of the results routes (spec/02 7 "Results and
// sharing") and the administrators' unsolicited reports. The answers'
// shapes are in orders-api.ts and lab-results.ts.

/** A requisition id as the partner gives it (spec/02 3 apiResultId). */
export const apiResultIdSchema = z.string().min(1).max(64).regex(/^[A-Za-z0-9._-]+$/);

/** GET /api/order/results/{id} */
export const orderResultsParamsSchema = z.object({ id: z.uuid() });

/** GET /api/order/results/get/{apiResultId}/{orderId} */
export const resultAvailabilityParamsSchema = z.object({ apiResultId: apiResultIdSchema, orderId: z.uuid() });

/** GET /api/order/results/download/{orderId}/{apiResultId}/{type}: 1 the requisition, 3 the results (RESULT_FILE_TYPE). */
export const resultDownloadParamsSchema = z.object({
  orderId: z.uuid(),
  apiResultId: apiResultIdSchema,
  type: z.enum(['1', '3'], { error: RESULTS_MESSAGES.documentType }),
});

/** GET /api/order/results/data/{orderId} */
export const orderResultsDataParamsSchema = z.object({ orderId: z.uuid() });

/** GET /api/order/results/bind?orderId&clinicalReport (administrators). */
export const resultsBindQuerySchema = z.object({ orderId: z.uuid(), clinicalReport: apiResultIdSchema });

/** GET /api/order/results/unsolicited: reports the partner holds for no order of ours (administrators). */
export const unsolicitedReportsSchema = z.object({
  items: z.array(z.object({ clinicalReport: z.string(), patientName: z.string(), reportedDate: z.string() })),
});
export type UnsolicitedReports = z.infer<typeof unsolicitedReportsSchema>;
