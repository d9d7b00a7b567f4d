// Strings of the account dialogs (namespace 'accounts').
export const accountsEn = {
  login: { title: 'Login' },
  registration: { title: 'User Registration' },
} as const;
