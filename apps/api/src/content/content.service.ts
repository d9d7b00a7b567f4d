import type { NavigationItem } from '@labstore/domain';
import type { ContentPageRow } from './content.repository';

function toNavigationItem(page: ContentPageRow): NavigationItem {
  return {
    id: page.id,
    name: page.name,
    slug: page.slug,
    pageTitle: page.page_title,
    metaDescription: page.meta_description,
    metaRobots: page.meta_robots,
    content: page.content,
    description: page.description,
    parent: page.parent,
    isActive: page.is_active,
    combobox: page.combobox,
    position: page.position,
    isLink: page.is_link,
    iconName: page.icon_name,
    type: page.type,
    lang: page.lang,
    contentLang: page.content_lang,
    subitems: [],
  };
}

/**
 * spec/01 2.2: an entry whose parent names another entry's slug is one of its
 * subitems; the rest are top-level ('main', 'footer', 'myadmin'). Pages come
 * in position order and keep it inside each level.
 */
export function buildNavigationTree(pages: ContentPageRow[]): NavigationItem[] {
  const items = new Map(pages.map((page) => [page.slug, toNavigationItem(page)]));
  const roots: NavigationItem[] = [];
  for (const item of items.values()) {
    const parent = item.parent !== item.slug ? items.get(item.parent) : undefined;
    if (parent) parent.subitems.push(item);
    else roots.push(item);
  }
  return roots;
}
