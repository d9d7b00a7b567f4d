import { describe, expect, test } from 'vitest';
import { STORE_FEE_MESSAGES, storeFeesSchema } from './admin-fees';

// Issue 20 store fees: dollars in whole cents from 0 to 1000, floating-point
// spellings of whole cents (0.07, 19.99) accepted.

const fees = (labDrawFee: unknown) => storeFeesSchema.safeParse({ processingFee: 0, physicianOversightFee: 6, labDrawFee });

describe('storeFeesSchema', () => {
  test.each([0, 0.07, 0.29, 4, 19.99, 999.99, 1000])('takes %s', (amount) => {
    expect(fees(amount).success).toBe(true);
  });

  test.each([-0.01, 1000.01, 1.005, 0.001, '4', null, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s with the amount message', (amount) => {
    const result = fees(amount);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(STORE_FEE_MESSAGES.amount);
  });
});
