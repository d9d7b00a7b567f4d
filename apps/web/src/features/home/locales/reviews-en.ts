// The home page's reviews section (spec/02 2.2 "a reviews widget"). The spec
// quotes no reviews: these are sample reviews, said to be so on the page.
export const homeReviewsEn = {
  title: 'Customer reviews',
  average: 'Rated {{rating, number(minimumFractionDigits: 1; maximumFractionDigits: 1)}} out of 5',
  stars: '{{rating}} out of 5 stars',
  sample: 'These are sample reviews. Reviews from verified customers will appear here once a review provider is connected.',
  link: 'Read our reviews',
  newTab: '(opens in a new tab)',
  items: {
    maria: { name: 'Maria G., Indianapolis, IN', test: 'Comprehensive Health Package', text: 'Ordering took five minutes, the test center was ten minutes from home, and my results were in my account three days later.' },
    james: { name: 'James T., Columbus, OH', test: 'Lipid Panel', text: 'The same cholesterol test my doctor orders, for a fraction of what my insurance wanted me to pay.' },
    aisha: { name: 'Aisha K., Atlanta, GA', test: 'Vitamin D, 25-Hydroxy', text: 'Clear instructions, no waiting room, and the requisition opened on my phone at the lab even without signal.' },
    robert: { name: 'Robert L., Denver, CO', test: 'Thyroid Panel', text: 'Support answered my question about fasting the same morning. I will order my yearly tests here.' },
  },
};
