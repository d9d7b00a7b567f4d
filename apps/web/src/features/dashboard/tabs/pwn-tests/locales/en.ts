// spec/03 2 Pwn Tests tab.
export const pwnTestsEn = {
  table: 'Partner tests',
  empty: 'The partner lists no tests.',
  columns: {
    name: 'Name',
    code: 'Code',
    sameDay: 'Same day',
    requiredGender: 'Required gender',
    disclaimersRequired: 'Disclaimers required',
    customerPhysicianRequired: 'Customer physician required',
    fastingRequired: 'Fasting required',
  },
  yes: 'Yes',
  no: 'No',
  gender: {
    male: 'Male',
    female: 'Female',
    either: 'Either',
  },
} as const;
