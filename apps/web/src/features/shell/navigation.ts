import { BLOG_NAVIGATION_SLUG, type NavigationItem } from '@labstore/domain';

// spec/01 2.2: how entries of the navigation list become top-bar, dropdown
// and footer links.

const TOP_BAR_PARENT = 'main';
const CATALOGUE_SLUG = 'all';
export const COVID_NAVIGATION_SLUG = 'covid-19';

export type EntryTarget =
  | { kind: 'catalogue' }
  | { kind: 'content'; slug: string }
  | { kind: 'external'; href: string };

/** Top bar: type navigation under 'main', by position, without the blog entry (the header has its own Blog link). */
export function topBarEntries(items: readonly NavigationItem[]): NavigationItem[] {
  return byPosition(
    items.filter((item) => item.type === 'navigation' && item.parent === TOP_BAR_PARENT && item.slug !== BLOG_NAVIGATION_SLUG),
  );
}

export function footerEntries(items: readonly NavigationItem[]): NavigationItem[] {
  return byPosition(items.filter((item) => item.type === 'footer'));
}

/** A dropdown's link; `overview` marks the entry's own page, which must not repeat the button's name (issue 16). */
export interface DropdownEntry {
  item: NavigationItem;
  overview: boolean;
}

/**
 * A dropdown's links, by position. When the entry is a page of its own (it
 * has content), it leads the list as its overview: the button only opens
 * the dropdown, and the page would otherwise be unreachable from the menu.
 */
export function dropdownEntries(item: NavigationItem): DropdownEntry[] {
  const ownPage = !item.isLink && Boolean(item.content) ? [{ item, overview: true }] : [];
  return [...ownPage, ...byPosition(item.subitems).map((sub) => ({ item: sub, overview: false }))];
}

/** isLink: the slug is an address opened in a new tab; otherwise an internal page at '/' + slug ('all' is the catalogue). */
export function entryTarget(item: NavigationItem): EntryTarget {
  if (item.isLink) return { kind: 'external', href: item.slug };
  const slug = item.slug.replace(/^\/+/, '');
  return slug === CATALOGUE_SLUG ? { kind: 'catalogue' } : { kind: 'content', slug };
}

/** spec/01 2.2: a sub-entry whose name contains a slash is labelled by its content (as text). */
export function entryLabel(item: NavigationItem): string {
  if (!item.name.includes('/') || !item.content) return item.name;
  return asText(item.content) || item.name;
}

const ENTITIES: ReadonlyMap<string, string> = new Map([['amp', '&'], ['lt', '<'], ['gt', '>'], ['quot', '"'], ['#39', "'"], ['nbsp', ' ']]);

function asText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES.get(name) ?? '')
    .trim();
}

function byPosition(items: readonly NavigationItem[]): NavigationItem[] {
  return [...items].sort((a, b) => a.position - b.position);
}
