import { z } from 'zod';

// Issue 17: results are the customer's own data, not only a PDF. One
// observation per analyte: its LOINC code, its value with a UCUM unit, the
// reference range and the flag the laboratory gave it (spec/02 3 "Order
// results", extended). The web app shows them, draws trends and exports them
// as a FHIR R4 Bundle (fhir-bundle.ts) from this one shape.

export const OBSERVATION_FLAGS = ['low', 'high', 'normal', 'critical'] as const;
export type ObservationFlagName = (typeof OBSERVATION_FLAGS)[number];

export const observationSchema = z.object({
  /** Stable: the same observation keeps its id on every read. */
  id: z.string(),
  /** The ordered test it belongs to (the partner's test code and our name). */
  testCode: z.string(),
  testName: z.string(),
  /** LOINC code of the analyte, e.g. '2345-7' (glucose). */
  loinc: z.string(),
  analyte: z.string(),
  /** A measured value; null when the result is text only (valueText). */
  value: z.number().nullable(),
  valueText: z.string().nullable(),
  /** UCUM unit, e.g. 'mg/dL'; '' for a unitless result. */
  unit: z.string(),
  rangeLow: z.number().nullable(),
  rangeHigh: z.number().nullable(),
  /** The range as the laboratory wrote it ('<200', 'Negative'). */
  rangeText: z.string().nullable(),
  flag: z.enum(OBSERVATION_FLAGS),
  collectedDate: z.string(),
  reportedDate: z.string(),
});
export type Observation = z.infer<typeof observationSchema>;

/** spec/02 3 gender: 1 male, 2 female. */
export const patientSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  /** yyyy-MM-dd */
  birthDate: z.string(),
  gender: z.int(),
});
export type Patient = z.infer<typeof patientSchema>;

/** One report (one requisition's results), signed by its ordering physician. */
export const labReportSchema = z.object({
  apiResultId: z.string(),
  physiciansName: z.string().nullable(),
  physiciansNPI: z.string().nullable(),
  collectedDate: z.string().nullable(),
  reportedDate: z.string().nullable(),
  observations: z.array(observationSchema),
});
export type LabReport = z.infer<typeof labReportSchema>;

/** GET /api/order/results/data/{orderId}: an order's results as data (issue 17, read offline in issue 18). */
export const orderResultsDataSchema = z.object({
  orderId: z.string(),
  orderNumber: z.int(),
  patient: patientSchema,
  reports: z.array(labReportSchema),
});
export type OrderResultsData = z.infer<typeof orderResultsDataSchema>;

/** A point of an analyte's trend: one order's value. */
export const trendPointSchema = z.object({
  orderId: z.string(),
  orderNumber: z.int(),
  reportedDate: z.string(),
  value: z.number(),
  flag: z.enum(OBSERVATION_FLAGS),
});

/** GET /api/order/results/trends: the customer's numeric results by analyte, oldest first. */
export const resultTrendsSchema = z.object({
  items: z.array(
    z.object({
      loinc: z.string(),
      analyte: z.string(),
      unit: z.string(),
      rangeLow: z.number().nullable(),
      rangeHigh: z.number().nullable(),
      points: z.array(trendPointSchema),
    }),
  ),
});
export type ResultTrends = z.infer<typeof resultTrendsSchema>;
