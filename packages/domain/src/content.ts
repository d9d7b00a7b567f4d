import * as z from 'zod/mini';
import type { ListResponse } from './api-error';

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
  subitems: NavigationItem[];
}

// zod/mini: these schemas are in the storefront's first load, where the full
// zod would weigh about 20 kB gzip for nothing (decisions.md).
export const navigationItemSchema: z.ZodMiniType<NavigationItem> = z.lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    pageTitle: z.nullable(z.string()),
    metaDescription: z.nullable(z.string()),
    metaRobots: z.nullable(z.string()),
    content: z.nullable(z.string()),
    description: z.nullable(z.string()),
    parent: z.string(),
    isActive: z.boolean(),
    combobox: z.nullable(z.string()),
    position: z.int(),
    isLink: z.boolean(),
    iconName: z.nullable(z.string()),
    type: z.enum(NAVIGATION_TYPES),
    subitems: z.array(navigationItemSchema),
  }),
);

/**
 * GET /api/content/list (spec/01 7), the { items, count } of
 * listResponseSchema written out: the shell is the storefront's first load,
 * and sharing that helper with the lazy catalogue chunks would put it in a
 * chunk of its own there (decisions.md, first load).
 */
export const navigationListSchema: z.ZodMiniType<ListResponse<NavigationItem>> = z.object({
  items: z.array(navigationItemSchema),
  count: z.int(),
});

/** The parent value of the account area's dynamic tabs (spec/01 2.6). */
export const ACCOUNT_TAB_PARENT = 'myadmin';
/** The slug of the blog entry, hidden from the plain navigation list (spec/01 2.2). */
export const BLOG_NAVIGATION_SLUG = 'blog';
