// spec/03 2 Users tab, 3, 8 (the success messages word for word, typos included).
export const usersEn = {
  addNewUser: 'Add New User',
  search: 'Search users by name or e-mail',
  getAllUsers: 'Get All Users',
  table: 'Users',
  empty: 'No user matches this search.',
  columns: {
    name: 'Name',
    email: 'E-mail',
    role: 'Role',
    status: 'Status',
  },
  noName: 'No profile yet',
  active: 'Active',
  disabled: 'Disabled',
  unconfirmed: 'E-mail not confirmed',
  panel: {
    controls: 'Account of {{email}}',
    role: 'Role',
    assignRole: 'Assign Role',
    reverify: 'Reverify',
  },
  sections: {
    label: 'About {{email}}',
    profile: 'Profile',
    orders: 'Orders',
    emailHistory: 'Email History',
  },
  profile: {
    mfa: 'MFA',
    nonTransactional: 'Non Transactional Emails',
    on: 'On',
    off: 'Off',
    changeEmail: 'Change Email',
    noProfile: 'This account has no profile yet: it is made when the user first signs in.',
  },
  orders: {
    intro: "To see {{email}}'s orders, log in as them: after your password their session opens in a new tab, at the home page; My Account, Order History shows their orders, with Share and View disabled.",
    open: 'Log in as this user',
  },
  emailHistory: {
    table: 'E-mail changes',
    empty: 'This e-mail address has never been changed.',
    failed: 'The e-mail history could not be loaded.',
    columns: {
      date: 'Date',
      oldEmail: 'Old email',
      newEmail: 'New email',
    },
  },
  messages: {
    sent: '{{email}} has been send.',
    emailChanged: 'Email has been changed',
    registered: 'The account {{email}} has been created, and a confirmation e-mail sent to it.',
  },
} as const;
