// The Infusionsoft tab's queries: the connection with its note, and the sign-in link.
export const crmKeys = {
  all: ['dashboard', 'crm'] as const,
  about: () => [...crmKeys.all, 'about'] as const,
  signIn: () => [...crmKeys.all, 'sign-in'] as const,
};
