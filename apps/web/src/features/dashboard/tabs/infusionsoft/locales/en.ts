// spec/03 2 Infusionsoft tab, 4 Infusionsoft, 7 CRM authorisation. The spec's
// two messages (8) come from the domain's catalogue, not from here.
export const infusionsoftEn = {
  connection: 'Connection',
  crm: 'CRM',
  crms: {
    keap: 'Keap (Infusionsoft)',
    local: 'Local CRM (no CRM account: it signs the store in itself)',
  },
  clientId: 'Client id',
  authorised: 'Authorised',
  authorisedAtBy: '{{at}} by {{by}}',
  never: 'Never authorised',
  signIn: 'Sign in at the CRM',
  signInHint: 'The CRM sends you back here with a code, which is sent to the server. Signing in again replaces the authorisation.',
  loadingSignIn: 'Loading the sign-in link…',
  signInFailed: 'The sign-in link could not be loaded.',
  stateFailed: 'The connection could not be loaded.',
  sendingCode: 'Sending the code to the server…',
  note: "Administrators' note",
  noteLabel: 'Note on the CRM connection',
  noteHint: 'Whose CRM account it is, whom to ask before signing in again. Up to {{max}} characters.',
  save: 'Save note',
  saved: 'The note has been saved.',
} as const;
