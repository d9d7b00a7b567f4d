// Seed images are drawn here as SVG so the store has real pictures without
// shipping binary files: a cover per blog article, an illustration per category.

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Breaks a title into lines of at most `width` characters at word boundaries. */
export function wrapWords(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

const FLASK_PATH = 'M-18 -40 h36 v8 h-6 v22 l26 44 a10 10 0 0 1 -9 15 h-70 a10 10 0 0 1 -9 -15 l26 -44 v-22 h-6 z';

export function articleCoverSvg(title: string, [from, to]: [string, string]): string {
  const lines = wrapWords(title, 26).slice(0, 3);
  const text = lines
    .map((line, index) => `<text x="64" y="${250 + index * 58 - (lines.length - 1) * 29}" font-size="46" font-weight="700">${escapeXml(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="500" viewBox="0 0 1200 500" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="1200" height="500" fill="url(#g)"/>
<g transform="translate(1010 250) scale(2.2)" fill="#ffffff" fill-opacity="0.28"><path d="${FLASK_PATH}"/></g>
<g fill="#ffffff" font-family="Segoe UI, Helvetica, Arial, sans-serif">${text}</g>
</svg>`;
}

export function categoryIllustrationSvg(name: string, hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320" viewBox="0 0 480 320" role="img" aria-label="${escapeXml(name)}">
<rect width="480" height="320" fill="hsl(${hue} 55% 94%)"/>
<circle cx="370" cy="80" r="120" fill="hsl(${hue} 60% 86%)"/>
<g transform="translate(240 170) scale(1.6)" fill="hsl(${hue} 55% 38%)"><path d="${FLASK_PATH}"/></g>
<g transform="translate(240 170) scale(1.6)" fill="hsl(${hue} 70% 70%)"><path d="M-30 20 h60 l12 20 a6 6 0 0 1 -5 9 h-74 a6 6 0 0 1 -5 -9 z"/></g>
</svg>`;
}
