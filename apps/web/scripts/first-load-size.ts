import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// `npm run size -w @labstore/web` after a build: the gzip size of everything
// index.html loads before the first screen (the entry and the chunks it
// preloads, and the CSS). Lazy chunks (forms, account area, catalogue screens,
// dashboard) are not counted: customers download them only when they need them.

const DIST = fileURLToPath(new URL('../dist/', import.meta.url));
const html = readFileSync(`${DIST}index.html`, 'utf8');
const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1] ?? '');

let total = 0;
for (const file of files) {
  const bytes = gzipSync(readFileSync(`${DIST}${file}`)).byteLength;
  total += bytes;
  console.log(`${(bytes / 1024).toFixed(1).padStart(7)} kB  ${file}`);
}
console.log(`${(total / 1024).toFixed(1).padStart(7)} kB  first load (gzip, JS and CSS)`);
