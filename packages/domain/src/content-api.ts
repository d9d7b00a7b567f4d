import * as z from 'zod/mini';
import type { ListResponse } from './api-error';
import { NAVIGATION_TYPES, type NavigationItem } from './content';
import { textLanguageSchema } from './i18n/text-language';

// The navigation list's wire shape (spec/01 3, 7), apart from content.ts:
// the shell's first load needs the navigation constants and types but not
// zod, which a schema built at module top would bring along; the web app
// loads these while it fetches the list (decisions.md, first load). zod/mini,
// for the chunk that does load them.

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
    lang: textLanguageSchema,
    contentLang: textLanguageSchema,
    subitems: z.array(navigationItemSchema),
  }),
);

/**
 * GET /api/content/list (spec/01 7), the { items, count } of
 * listResponseSchema written out: every page loads this schema, and sharing
 * that helper with the lazy catalogue chunks would put it in a chunk of its
 * own (decisions.md, first load).
 */
export const navigationListSchema: z.ZodMiniType<ListResponse<NavigationItem>> = z.object({
  items: z.array(navigationItemSchema),
  count: z.int(),
});
