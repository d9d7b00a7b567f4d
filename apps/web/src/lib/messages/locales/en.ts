// Namespace 'forms': the words of the form kit's controls. What the domain
// schemas and the server say is the domain's catalogue of messages
// (forms-namespace.ts messageCatalogue, message-text.ts). It loads with the
// forms' chunks, never with the first load (forms-namespace.ts).
export const formsEn = {
  controls: {
    required: 'required',
    locked: 'locked',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
  },
} as const;
