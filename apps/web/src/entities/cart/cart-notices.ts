import { exhaustiveMap, type Notice } from '@labstore/domain';

// spec/02 8: one add can answer several notices (added, and each test the
// panel replaced). The notification bar shows one message at a time, so they
// go out together, as the most serious of their types.

const SEVERITY = exhaustiveMap<Record<Notice['type'], number>>({ info: 0, success: 1, warning: 2, error: 3, block: 4 });

/** One of spec/02 2.9's notification types (the worker reads answers without the domain's schemas, cart-answer-shape.ts). */
export function isNoticeType(value: unknown): value is Notice['type'] {
  return [...SEVERITY.keys()].some((type) => type === value);
}

/** The notices as one, one message a line; null when there are none. */
export function combineNotices(notices: readonly Notice[]): Notice | null {
  if (notices.length === 0) return null;
  const type = notices.map((notice) => notice.type).reduce((worst, next) => (SEVERITY.get(next) > SEVERITY.get(worst) ? next : worst));
  return { type, message: notices.map((notice) => notice.message).join('\n') };
}
