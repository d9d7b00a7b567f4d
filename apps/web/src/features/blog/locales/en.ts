import { NEWSLETTER_EMAIL_MESSAGE } from '@labstore/domain';

// The blog's strings (spec/02 2.12, 4.8, 8). Placeholders in {{braces}}.
export const blogEn = {
  breadcrumb: { label: 'Breadcrumb', home: 'Home', blog: 'Blog' },
  home: {
    title: 'Blog',
    intro: 'Plain-language articles about lab tests, preparing for them and reading your results.',
    latest: 'Latest article',
    trending: 'Trending this month',
    popular: 'Most popular',
    chronological: 'Chronological posts',
    allArticles: 'All articles',
    empty: 'No articles have been published yet.',
    trendingEmpty: 'No new articles this month yet.',
    failed: 'The blog could not be loaded.',
  },
  card: {
    minutes_one: '{{count}} min read',
    minutes_other: '{{count}} min read',
  },
  explore: {
    title: 'All articles',
    searchLabel: 'Search articles by title',
    searchPlaceholder: 'Search by title',
    count_one: '{{count, number}} article',
    count_other: '{{count, number}} articles',
    noMatch: 'No article title contains “{{title}}”.',
    empty: 'No articles have been published yet.',
    pastEnd: 'There is no page {{page}}: the list ends at page {{last}}.',
    toLastPage: 'Go to page {{last}}',
    failed: 'The articles could not be loaded.',
  },
  article: {
    by: 'By {{author}}',
    lastUpdated: 'Last Updated',
    length_one: '{{count}} minute',
    length_other: '{{count}} minutes',
    notFound: 'This article does not exist or is no longer published.',
    backToBlog: 'Back to the blog',
    failed: 'The article could not be loaded.',
  },
  subscribe: {
    heading: 'Never miss another article',
    intro: 'New articles about lab testing and your health, by e-mail. Unsubscribe at any time.',
    emailLabel: 'E-mail address',
    submit: 'Subscribe',
    thanks: 'Thanks for subscribing to the blog!',
    invalid: NEWSLETTER_EMAIL_MESSAGE,
  },
  // Ours (issue 14, double opt-in): the page the e-mailed confirmation link opens.
  confirmSubscription: {
    title: 'Confirm your subscription',
    question: 'Do you want to receive the labstore blog newsletter at the address this link was sent to?',
    confirm: 'Confirm',
    notNow: 'Not now',
    done: 'Your subscription to the blog is confirmed.',
    already: 'This subscription was already confirmed.',
    finish: 'Done',
  },
  pagination: {
    label: 'Pages',
    firstPage: 'First page',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    lastPage: 'Last page',
    page: 'Page {{page}}',
  },
};
