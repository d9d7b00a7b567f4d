/**
 * Server HTML (content pages, later blog articles) links to our own pages
 * with plain <a href="/all">. A click on such a link should move within the
 * app instead of reloading it: this returns the path to navigate to, or null
 * when the browser should handle the click (other sites, new tabs, downloads,
 * modified clicks, routes the API serves).
 */
export interface LinkClick {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

export interface LinkAttributes {
  href: string;
  target: string;
  download: boolean;
}

const SERVER_PATHS = /^\/(?:api|Token|docs|health|ready)(?:[/?#.]|$)/;

export function inAppPath(click: LinkClick, link: LinkAttributes, origin: string): string | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if ((link.target && link.target !== '_self') || link.download) return null;
  let url: URL;
  try {
    url = new URL(link.href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || SERVER_PATHS.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
