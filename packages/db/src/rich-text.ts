import sanitizeHtml from 'sanitize-html';

// What stored pages, product texts and blog articles use (the seed's content
// and what an editor needs for the same kind of text); anything else, scripts,
// styles, frames, forms and event handlers included, is dropped.
const allowedTags = [
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code',
  'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'small', 'mark', 'abbr', 'span',
  'a', 'img', 'figure', 'figcaption',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'colgroup', 'col',
];

const options: sanitizeHtml.IOptions = {
  allowedTags,
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
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
  transformTags: {
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
