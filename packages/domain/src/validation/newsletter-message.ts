// Apart from the newsletter's schema so that the blog's strings can say it
// without bringing zod into a page that has no form (issue 10).

/** spec/02 5, 8: one message for a missing and an invalid address. */
export const NEWSLETTER_EMAIL_MESSAGE = 'Please enter a valid email.';
