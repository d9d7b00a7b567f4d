// Namespace 'support': the Contact Support dialog (spec/01 1, 2.2; issue 16:
// a message form stands where the spec's live chat stood).
export const supportEn = {
  title: 'Contact Support',
  intro: 'Our team is happy to help with orders, tests and results.',
  form: {
    heading: 'Send us a message',
    hours: 'We answer messages {{hours}}, by e-mail.',
    name: 'Your name',
    email: 'Your email',
    topic: 'Topic',
    chooseTopic: 'Choose',
    message: 'Message',
    honeypot: 'Leave this field empty',
    send: 'Send message',
    topics: {
      order: 'An order or a payment',
      results: 'Results or a requisition',
      findTest: 'Finding or requesting a test',
      account: 'My account',
      other: 'Something else',
    },
  },
  sent: {
    heading: 'Thank you, your message is on its way.',
    text: 'Our support team answers {{hours}}, by e-mail to {{email}}.',
    another: 'Send another message',
  },
  phone: 'Phone',
  email: 'Email',
  close: 'Close',
};
