// The mutation keys of the account calls: every write goes through TanStack
// useMutation with one of these (STYLE.md Web), so a later mutation default
// (setMutationDefaults) or a global progress indicator finds them by key.
export const accountMutationKeys = {
  all: ['account'] as const,
  signIn: (step: 'password' | 'code') => [...accountMutationKeys.all, 'signIn', step] as const,
  register: () => [...accountMutationKeys.all, 'register'] as const,
  confirmEmail: () => [...accountMutationKeys.all, 'confirmEmail'] as const,
  changeEmail: () => [...accountMutationKeys.all, 'changeEmail'] as const,
  changePassword: () => [...accountMutationKeys.all, 'changePassword'] as const,
  requestPasswordReset: () => [...accountMutationKeys.all, 'passwordReset', 'request'] as const,
  confirmPasswordReset: () => [...accountMutationKeys.all, 'passwordReset', 'confirm'] as const,
  loginAs: () => [...accountMutationKeys.all, 'loginAs'] as const,
  unsubscribe: () => [...accountMutationKeys.all, 'unsubscribe'] as const,
};
