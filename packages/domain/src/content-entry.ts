import type { NavigationItem } from './content';

/**
 * spec/01 2.6 dynamic content page (the web app's catch-all shows it, the
 * server answers its address 200 rather than 404): the navigation entry whose slug or name
 * matches the path (case and surrounding slashes ignored), looked for among
 * the entries and their subitems. External links (isLink) are not pages.
 */
export function findContentEntry(items: readonly NavigationItem[], path: string): NavigationItem | undefined {
  const wanted = normalise(decodePath(path));
  if (wanted === '') return undefined;
  for (const item of flatten(items)) {
    if (!item.isLink && (normalise(item.slug) === wanted || normalise(item.name) === wanted)) return item;
  }
  return undefined;
}

function flatten(items: readonly NavigationItem[]): NavigationItem[] {
  return items.flatMap((item) => [item, ...flatten(item.subitems)]);
}

function normalise(value: string): string {
  return value.trim().replace(/^\/+|\/+$/g, '').toLowerCase();
}

function decodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
