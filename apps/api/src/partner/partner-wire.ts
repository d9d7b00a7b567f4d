import { OBSERVATION_FLAGS } from '@labstore/domain';
import { z } from 'zod';

// The shapes exchanged with the partner (docs/decisions.md "The partner's
// HTTP API"): what the HTTP adapter sends and reads back, and what the
// sandbox keeps of a request in its books. Dates travel as ISO 8601 text.

const isoDate = z.iso.datetime({ offset: true }).transform((text) => new Date(text));

export const partnerOrderRequestSchema = z.object({
  orderId: z.string(),
  orderNumber: z.int(),
  patient: z.object({
    firstName: z.string(),
    lastName: z.string(),
    birthDate: z.string(),
    gender: z.int(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    address: z.object({ line1: z.string(), line2: z.string().nullable(), city: z.string(), state: z.string(), zip: z.string() }).nullable(),
  }),
  tests: z.array(z.object({ code: z.string(), name: z.string() })),
});

const physicianSchema = z.object({ name: z.string(), npi: z.string().regex(/^\d{10}$/) });

const observationSchema = z.object({
  testCode: z.string(),
  testName: z.string(),
  loinc: z.string().regex(/^\d{1,7}-\d$/),
  analyte: z.string(),
  value: z.number().nullable(),
  valueText: z.string().nullable(),
  unit: z.string(),
  rangeLow: z.number().nullable(),
  rangeHigh: z.number().nullable(),
  rangeText: z.string().nullable(),
  flag: z.enum(OBSERVATION_FLAGS),
});

export const partnerResultsSchema = z.object({ collectedAt: isoDate, reportedAt: isoDate, observations: z.array(observationSchema) });

const approval = {
  requisitionId: z.string().min(1),
  physician: physicianSchema,
  approvedAt: isoDate,
  labAccount: z.string(),
  approvedTestCodes: z.array(z.string()),
};

export const partnerOrderStateSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('pending'), expectedAt: isoDate.nullable() }),
  z.object({ status: z.literal('approved'), ...approval, expectedAt: isoDate.nullable() }),
  z.object({ status: z.literal('rejected'), reason: z.string(), physician: physicianSchema.nullable(), decidedAt: isoDate }),
  z.object({ status: z.literal('results'), ...approval, results: partnerResultsSchema }),
  z.object({ status: z.literal('canceled') }),
]);

export const submittedSchema = z.object({ partnerOrderId: z.string().min(1) });

export const partnerTestsSchema = z.object({
  tests: z.array(
    z.object({
      name: z.string(),
      code: z.string(),
      sameDay: z.boolean(),
      requiredGender: z.int().nullable(),
      disclaimersRequired: z.boolean(),
      customerPhysicianRequired: z.boolean(),
      fastingRequired: z.boolean(),
    }),
  ),
});

export const approvedCodesSchema = z.object({ codes: z.array(z.string()) });

export const partnerCentersSchema = z.object({
  centers: z.array(
    z.object({
      name: z.string(),
      address: z.string(),
      city: z.string(),
      state: z.string(),
      zip: z.string(),
      phone: z.string(),
      workingHours: z.string(),
      latitude: z.number(),
      longitude: z.number(),
    }),
  ),
});

export const unsolicitedReportsSchema = z.object({ reports: z.array(z.object({ clinicalReport: z.string(), patientName: z.string(), reportedAt: isoDate })) });

export const unsolicitedResultsSchema = partnerResultsSchema.extend({ physician: physicianSchema });
