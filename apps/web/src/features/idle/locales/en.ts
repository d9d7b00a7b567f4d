// Strings of the idle warning (namespace 'idle'), spec/01 2.5.
export const idleEn = {
  title: 'Are you still there?',
  message: 'For your security, you will be logged out automatically in',
  timeLeft: '{{minutes}} minutes and {{seconds}} seconds left',
  stay: 'Stay',
} as const;
