import type { SiteLanguage } from './i18n/site-language';

// spec/01 3: navigation item. Top-level entries have a parent that names no
// other entry ('main', 'footer', 'myadmin' for account tabs); an entry whose
// parent is another entry's slug is one of its subitems (a dropdown).
export const NAVIGATION_TYPES = ['navigation', 'footer'] as const;
export type NavigationType = (typeof NAVIGATION_TYPES)[number];

export interface NavigationItem {
  id: string;
  name: string;
  slug: string;
  pageTitle: string | null;
  metaDescription: string | null;
  metaRobots: string | null;
  content: string | null;
  description: string | null;
  parent: string;
  isActive: boolean;
  combobox: string | null;
  position: number;
  isLink: boolean;
  iconName: string | null;
  type: NavigationType;
  /** Issue 16: the language of the name and page title; English when the entry has none in the asked one. */
  lang: SiteLanguage;
  /** The language of the content, which a translation may leave in English. */
  contentLang: SiteLanguage;
  subitems: NavigationItem[];
}

/** The parent value of the account area's dynamic tabs (spec/01 2.6). */
export const ACCOUNT_TAB_PARENT = 'myadmin';
/** The slug of the blog entry, hidden from the plain navigation list (spec/01 2.2). */
export const BLOG_NAVIGATION_SLUG = 'blog';
