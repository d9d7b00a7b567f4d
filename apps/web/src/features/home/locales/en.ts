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
  reviews: {
    title: 'Customer reviews',
    text: 'Read what customers say about labstore on an independent review site, and leave a review of your own after your visit.',
    link: 'Read our reviews',
    newTab: '(opens in a new tab)',
  },
  counters: {
    title: 'labstore in numbers',
    customers: 'Customers served',
    tests: 'Lab tests ordered',
    savings: 'Customer savings',
  },
  carousel: {
    title: 'Popular categories',
    previous: 'Previous category',
    next: 'Next category',
    pause: 'Pause',
    play: 'Play',
    pauseLabel: 'Pause the slide show',
    playLabel: 'Play the slide show',
    slide: 'Category {{index}} of {{count}}',
    goTo: 'Show category {{index}}',
    view: 'View tests',
    loading: 'Loading categories…',
  },
} as const;
