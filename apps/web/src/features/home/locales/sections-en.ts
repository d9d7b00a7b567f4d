// The home page's below-the-fold sections' strings (namespace 'homeSections'):
// the counters and the category carousel load after the first paint, and
// their strings with them rather than with the first load (as the reviews').
export const homeSectionsEn = {
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
