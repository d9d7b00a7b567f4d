// The kept documents' strings (issue 18: "Keep on this phone", the unlock
// form, what the customer is told at sign-in and password change), for every
// feature that shows them. Placeholders in {{braces}}.
export const keptDocumentsEn = {
  keep: {
    action: 'Keep on this phone',
    keeping: 'Keeping on this phone…',
    kept: 'Kept on this phone',
    remove: 'Remove',
    removeLabel: 'Remove from this phone',
    keptNow: 'Kept on this phone. It opens with no signal too, after your password.',
    removedNow: 'Removed from this phone.',
    offline: 'You are offline. Connect to the internet to keep this on your phone.',
    failed: 'This could not be kept on your phone. Please try again.',
    removeFailed: 'This could not be removed from your phone. Please try again.',
    askPassword: 'Enter your password to keep documents on this phone: they are encrypted with it.',
  },
  unlock: {
    form: 'Open the documents kept on this phone',
    intro: 'The documents kept on this phone are locked. Enter your password to open them; this works offline too.',
    password: 'Password',
    submit: 'Open',
    wrongPassword: 'That password is not right.',
    tooManyTries: 'Too many wrong tries.',
    wait_one: 'You can try again in {{count}} second.',
    wait_other: 'You can try again in {{count}} seconds.',
    tryNow: 'You can try again now.',
    nothingKept: 'No documents are kept on this phone.',
    evicted: 'Your browser removed the documents kept on this phone to free space.',
    needsNetwork: 'Connect to the internet once, so your password can be checked before documents are kept on this phone.',
    failed: 'The documents could not be opened. Please try again.',
  },
  notices: {
    keepAgain: 'The documents kept on this phone were encrypted with a previous password and could no longer be opened, so they were removed. Keep them on this phone again.',
    keptAgain: 'The documents kept on this phone were encrypted with a previous password and could no longer be opened, so they were removed. Your lab-visit passes are being kept again.',
    evicted: 'Your browser removed the documents kept on this phone to free space. Keep them on this phone again.',
    rekeyFailed:
      'Your password was changed, but the documents kept on this phone could not be moved to it. They open with your previous password until you next log in; then keep them on this phone again.',
  },
} as const;
