// Strings of the content page (namespace 'content').
export const contentEn = {
  loading: 'Loading content...',
} as const;
