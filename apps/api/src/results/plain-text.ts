// Issue 17: a product's preparation instructions are HTML (the catalogue's
// editor writes them); a PDF shows them as plain text, and the standard
// Helvetica of the documents writes only the Windows-1252 characters.

const BLOCK_END = /<\s*(?:br\s*\/?|\/p|\/li|\/div|\/h[1-6])\s*>/gi;
const TAG = /<[^>]*>/g;
const NAMED_ENTITIES = new Map([
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
  ['nbsp', ' '],
]);
const ENTITY = /&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi;

function decodeEntity(whole: string, name: string): string {
  if (name.startsWith('#')) {
    const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
    return Number.isSafeInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  }
  return NAMED_ENTITIES.get(name.toLowerCase()) ?? whole;
}

/** The text of an HTML fragment, one line per paragraph or list item. */
export function plainTextOf(html: string): string {
  return html
    .replace(BLOCK_END, '\n')
    .replace(TAG, '')
    .replace(ENTITY, decodeEntity)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line.length > 0)
    .join('\n');
}

// Windows-1252's characters above Latin-1's range, which Helvetica also writes.
const WIN_ANSI_EXTRAS = new Set([...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ']);
const SPELLED = new Map([
  ['≥', '>='],
  ['≤', '<='],
  // Greek mu, as in 'μg/dL', is the micro sign Windows-1252 has.
  ['\u03bc', '\u00b5'],
]);

/** The text with what Helvetica cannot write spelled out or replaced by '?'. */
export function winAnsiText(text: string): string {
  return [...text]
    .map((character) => {
      const spelled = SPELLED.get(character);
      if (spelled) return spelled;
      const code = character.codePointAt(0) ?? 0;
      return code <= 0xff || WIN_ANSI_EXTRAS.has(character) ? character : '?';
    })
    .join('');
}
