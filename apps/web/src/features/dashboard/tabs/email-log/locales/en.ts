// spec/03 2 Email Log tab.
export const emailLogEn = {
  search: 'Search by sender, recipient or subject',
  dates: 'Dates the e-mails were written',
  table: 'E-mail log',
  empty: 'No e-mail matches these filters.',
  columns: {
    from: 'From',
    to: 'To',
    subject: 'Subject',
    sendBy: 'Send by',
    status: 'Status',
    date: 'Date',
    attempts: 'Attempts',
  },
  unknown: 'Unknown',
  attemptsOf: '{{attempts}} of {{max}}',
  delivery: {
    lastAttemptAt: 'Last attempt',
    sentAt: 'Sent',
    lastError: 'Last error',
    none: 'None',
  },
} as const;
