// Shapes of the hand-written seed data. Money is integer cents (DESIGN.md Data).

/** spec/02 3: 1 simple, 2 reflex, 8 panel, 16 physician consult. */
export type SeedProductType = 1 | 2 | 8 | 16;

export interface SeedCategory {
  slug: string;
  name: string;
  /** Plain text, up to 4000 characters (spec/03 5). */
  description: string;
  /** spec/02 3: 1 home carousel, 4 panels, 8 packages; combine with |. 0 for none. */
  flags: number;
}

export interface SeedProduct {
  slug: string;
  name: string;
  /** Real CPT code(s), comma separated when a test bills several, e.g. '80061' or '82306, 83970'. */
  cpt: string;
  /** Quest Diagnostics test code, up to 5 characters, exact case; null if none. */
  questCode: string | null;
  productType: SeedProductType;
  /** spec/02 3 lab codes as a bitmask: 1 Quest, 2 LabCorp, 4 Ayumetrix, 8 Accurate Diagnostic Labs. */
  labCodes: number;
  categorySlug: string;
  /** What the test costs elsewhere (the struck-through market price). */
  marketPriceCents: number;
  /** Our price (masterPrice), always below the market price. */
  priceCents: number;
  /** 0 to 5, higher first in search (spec/02 9). */
  searchPriority: number;
  /** Exact-case tags matched by search (spec/02 5), e.g. ['LDL', 'heart']. */
  tags: string[];
  /** Safe HTML: <p>, <ul>, <li>, <strong>, <em>, <h3> only. */
  descriptionHtml: string;
  /** Safe HTML: preparation (fasting, timing, medication notes). */
  instructionsHtml: string;
  metaDescription: string;
  /** Panels (type 8): slugs of member tests, each defined in the same data. */
  memberSlugs?: string[];
  /** Reflex tests (type 2): the possible extra fee if the result is positive. */
  extraTestsPriceCents?: number;
  isActive?: boolean;
  isHidden?: boolean;
}

export interface SeedAuthor {
  name: string;
  bio: string;
}

export interface SeedArticle {
  slug: string;
  title: string;
  shortDescription: string;
  authorName: string;
  /** Reading time in minutes. */
  estimateLength: number;
  /** Safe HTML body: <h2>, <h3>, <p>, <ul>, <ol>, <li>, <strong>, <em>, <a href>, <blockquote>. */
  textHtml: string;
  metaDescription: string;
  /** ISO date (yyyy-mm-dd) of first publication, spread over the past two years. */
  createDate: string;
  viewCount: number;
  /** Two colours for the generated SVG cover, e.g. ['#0f766e', '#99f6e4']. */
  coverColors: [string, string];
}

export interface SeedNavigationItem {
  name: string;
  slug: string;
  type: 'navigation' | 'footer';
  /** 'main' for top bar entries, 'footer' for footer entries, 'myadmin' for account tabs, or a parent entry's slug. */
  parent: string;
  position: number;
  /** true: slug is an absolute URL opened in a new tab. */
  isLink: boolean;
  combobox?: string;
  /** Safe HTML page content for internal entries. */
  contentHtml?: string;
  description?: string;
  pageTitle?: string;
  metaDescription?: string;
  iconName?: string;
}

// Spanish seed translations (issue 16), in `data/es/`, each keyed by the
// English entry's slug. English stays the fallback of anything untranslated.

/** A category's Spanish name and description (plain text, as the English). */
export interface SeedCategoryTranslation {
  name: string;
  description: string;
}

/** A navigation entry's or page's Spanish words; a field left out falls back to English. */
export interface SeedNavigationTranslation {
  name: string;
  contentHtml?: string;
  description?: string;
  pageTitle?: string;
  metaDescription?: string;
}

/** A product's Spanish texts, with the same safe HTML as the English ones. */
export interface SeedProductTranslation {
  name: string;
  descriptionHtml: string;
  instructionsHtml: string;
  metaDescription: string;
}

/** An article's Spanish texts, with the same safe HTML as the English ones. */
export interface SeedArticleTranslation {
  title: string;
  shortDescription: string;
  textHtml: string;
  metaDescription: string;
}
