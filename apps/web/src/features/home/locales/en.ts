// The home page's strings (spec/02 2.2).
export const homeEn = {
  headline: 'Save 30-70% on Lab Tests Online',
  intro: 'Order the lab tests you choose, visit a nearby testing center, and read your results online.',
  browse: 'Browse all tests',
  steps: {
    title: 'How it works',
    find: { title: 'Find your tests', text: 'Search or browse hundreds of lab tests and panels at prices far below the market.' },
    visit: { title: 'Visit a testing center', text: 'Take your requisition to one of our approved', link: 'testing centers' },
    results: { title: 'Get your results', text: 'Your results arrive online in 3-5 business days.' },
  },
} as const;
