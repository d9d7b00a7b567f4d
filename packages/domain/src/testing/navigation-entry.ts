import type { NavigationItem } from '../content';

/** A navigation item for tests: a top-bar entry unless `overrides` say otherwise. */
export const navigationEntry = (overrides: Partial<NavigationItem>): NavigationItem => ({
  id: overrides.slug ?? 'id',
  name: 'Name',
  slug: 'slug',
  pageTitle: null,
  metaDescription: null,
  metaRobots: null,
  content: null,
  description: null,
  parent: 'main',
  isActive: true,
  combobox: null,
  position: 0,
  isLink: false,
  iconName: null,
  type: 'navigation',
  lang: 'en',
  contentLang: 'en',
  subitems: [],
  ...overrides,
});
