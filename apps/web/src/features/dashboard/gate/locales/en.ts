// The dashboard door's strings (namespace 'dashboard', section 'gate'): the
// only ones a customer's browser receives.
export const gateEn = {
  title: 'Dashboard',
  signedOut: {
    message: 'The dashboard is for administrators. Log in to open it.',
    login: 'LOGIN',
  },
  notAllowed: {
    message: 'This page is for administrators only. Your account cannot open the dashboard.',
    home: 'Back to the home page',
  },
  loading: 'Loading the dashboard…',
} as const;
