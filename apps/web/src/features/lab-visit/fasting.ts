import type { LabVisitPass } from '@labstore/domain';

// Issue 18 "Before your visit": the fast the order asks for, in words the
// screen picks by kind. The server gives the longest fast of the order's
// tests (panel members included) as `fastingHours`.

export type FastingAdvice = { kind: 'hours'; hours: number } | { kind: 'unstated' } | { kind: 'none' };

export function fastingAdvice(pass: Pick<LabVisitPass, 'fastingHours' | 'tests'>): FastingAdvice {
  if (pass.fastingHours !== null && pass.fastingHours > 0) return { kind: 'hours', hours: pass.fastingHours };
  // A test that asks for a fast the server could not put a length on still
  // asks for one: never tell such a customer they need not fast.
  if (pass.tests.some((test) => test.fastingRequired)) return { kind: 'unstated' };
  return { kind: 'none' };
}
