import { nextApproval } from '@labstore/domain';
import type { PartnerOrderRequest, PartnerTest } from './partner-service';

// The sandbox partner's decisions (docs/decisions.md "The sandbox partner"):
// when a physician looks at an order, and what makes them refuse it.

const GENDER_WORDS = new Map([
  [1, 'male'],
  [2, 'female'],
]);

/** The approval slot after submission (spec/02 4.2), or `approvalSeconds` after it when set (demos and tests). */
export function approvalTime(submittedAt: Date, approvalSeconds: number | undefined): Date {
  if (approvalSeconds !== undefined) return new Date(submittedAt.getTime() + approvalSeconds * 1000);
  return nextApproval(submittedAt).at;
}

/**
 * Why the physician refuses an order, or undefined when they approve it: a
 * test the partner does not offer, or a test for the other sex (spec/03 3
 * Partner test, required gender). Children's orders are approved: the store
 * orders for a family's profiles (spec/01 2.6).
 */
export function rejectionReason(request: PartnerOrderRequest, partnerTests: readonly PartnerTest[]): string | undefined {
  if (request.tests.length === 0) return 'The order has no test the laboratory runs.';
  const byCode = new Map(partnerTests.map((test) => [test.code, test]));
  for (const test of request.tests) {
    const partnerTest = byCode.get(test.code);
    if (!partnerTest) return `The laboratory does not offer the test ${test.name} (${test.code}).`;
    const required = partnerTest.requiredGender;
    if (required !== null && required !== request.patient.gender) {
      return `The test ${test.name} is for ${GENDER_WORDS.get(required) ?? 'other'} patients only.`;
    }
  }
  return undefined;
}
