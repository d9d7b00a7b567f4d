// The app's own words (namespace 'app'): the site's name.
export const appEn = {
  siteName: 'labstore',
} as const;
