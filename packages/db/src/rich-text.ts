import { BLOG_EDITOR_FONT_SIZE_MAX, BLOG_EDITOR_FONT_SIZE_MIN, BLOG_EDITOR_IMAGE_PADDING_MAX } from '@labstore/domain';
import sanitizeHtml from 'sanitize-html';

// What stored pages, product texts and blog articles use (the seed's content
// and what an editor needs for the same kind of text); anything else, scripts,
// styles, frames, forms and event handlers included, is dropped. Two styles
// are kept, as data attributes (see BLOG_EDITOR_IMAGE_PADDING_MAX).
const allowedTags = [
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code',
  'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'small', 'mark', 'abbr', 'span',
  'a', 'img', 'figure', 'figcaption',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'colgroup', 'col',
];

/**
 * spec/03 2 Blog Articles: the editor's font sizes (8 to 72 px, on a span)
 * and an image's padding are written as inline styles, but no `style`
 * attribute is ever stored: the CSP (`style-src 'self'`) would not render it,
 * and CSS is too wide a language to let through. So the two are turned into
 * `data-font-size` / `data-padding` holding a whole number of pixels, which
 * the web applies through the CSSOM (apps/web/src/lib/rich-text-styles.ts).
 * Padding stops at BLOG_EDITOR_IMAGE_PADDING_MAX.
 */

interface WholeRange {
  /** The CSS property read from the style. */
  property: string;
  /** The data attribute it becomes. */
  attribute: string;
  min: number;
  max: number;
}

const fontSize: WholeRange = { property: 'font-size', attribute: 'data-font-size', min: BLOG_EDITOR_FONT_SIZE_MIN, max: BLOG_EDITOR_FONT_SIZE_MAX };
const padding: WholeRange = { property: 'padding', attribute: 'data-padding', min: 0, max: BLOG_EDITOR_IMAGE_PADDING_MAX };

/** A whole number of pixels within the range, as text without leading zeros; else undefined. */
function wholeIn(range: WholeRange, digits: string | undefined): string | undefined {
  if (digits === undefined || !/^\d{1,3}$/.test(digits)) return undefined;
  const value = Number(digits);
  return value >= range.min && value <= range.max ? String(value) : undefined;
}

// A style is read only when it is plain declarations (letters, digits,
// spaces, '-', ':', ';', '.', '%', '#', ','): anything with quotes,
// parentheses, backslashes, '!', '/', '*' or '@' (url(), expression(),
// escapes, comments, !important) is dropped whole, unread.
const PLAIN_STYLE = /^[a-z0-9\s\-:;.,%#]*$/i;

/** The property's last declaration in the style when it is `Npx` with N a whole number in range. */
function fromStyle(range: WholeRange, style: string | undefined): string | undefined {
  if (style === undefined || !PLAIN_STYLE.test(style)) return undefined;
  let found: string | undefined;
  for (const declaration of style.split(';')) {
    const match = /^\s*([a-z-]+)\s*:\s*(\S+)\s*$/i.exec(declaration);
    if (match?.[1]?.toLowerCase() === range.property) found = /^(\d+)px$/i.exec(match[2] ?? '')?.[1] ?? '';
  }
  return found === undefined ? undefined : wholeIn(range, found);
}

/** The tag's attributes without `style` and with the range's data attribute only when valid (from the style first, else as given). */
function keepStyle(range: WholeRange): sanitizeHtml.Transformer {
  return (tagName, attribs) => {
    const { style, [range.attribute]: given, ...rest } = attribs;
    const value = fromStyle(range, style) ?? wholeIn(range, given);
    return { tagName, attribs: value === undefined ? rest : { ...rest, [range.attribute]: value } };
  };
}

const options: sanitizeHtml.IOptions = {
  allowedTags,
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', padding.attribute],
    span: [fontSize.attribute],
    abbr: ['title'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    col: ['span'],
    colgroup: ['span'],
    ol: ['start', 'type'],
  },
  // Relative URLs (the seed's links to /tests/... and /pages/...) stay; of
  // absolute ones only these schemes: never javascript:, data: or vbscript:.
  allowedSchemes: [],
  allowedSchemesByTag: { a: ['http', 'https', 'mailto', 'tel'], img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A link that opens a new tab must not hand the opened page window.opener.
  // A span's font size and an image's padding become data attributes.
  transformTags: {
    span: keepStyle(fontSize),
    img: keepStyle(padding),
    a: (tagName, attributes) =>
      attributes.target === '_blank'
        ? { tagName, attribs: { ...attributes, rel: 'noopener noreferrer' } }
        : { tagName, attribs: attributes },
  },
};

/**
 * The one way stored HTML is made safe to render (DESIGN.md API: sanitized on
 * save): the web shows these columns with dangerouslySetInnerHTML, so every
 * writer of products.description_html / instructions_html,
 * content_pages.content and blog_articles.text_html calls this first.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options);
}
