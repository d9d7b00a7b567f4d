// Strings of the shared document's page (namespace 'sharedDocument').
export const sharedDocumentEn = {
  title: 'Shared document',
  opening: 'Opening the shared document…',
  ready: {
    heading: 'Your document is ready',
    singleUse: 'This link works only once: download the document now and keep it. Opening the link again will not show it.',
    download: 'Download PDF',
    open: 'Open PDF',
    fileName: 'shared-document.pdf',
  },
  refused: {
    gone: 'This link has already been used, has expired or was revoked.',
    unknown: 'This link is not valid.',
    noToken: 'This link has no document in it.',
    failed: 'The document could not be opened.',
    askAgain: 'A shared link opens once and expires 72 hours after it is sent. Ask the person who shared the document to send it again.',
    openFromEmail: 'Open the link from the e-mail again, exactly as it was sent.',
    retry: 'Try again',
  },
} as const;
