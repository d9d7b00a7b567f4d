import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// `npm run size -w @labstore/web` after a build: the gzip size of everything
// index.html loads before the first screen (the entry and the chunks it
// preloads, and the CSS). Lazy chunks (forms, account area, catalogue screens,
// dashboard) are not counted: customers download them only when they need them.
// Exits 1 when the total passes the budget (issue 10), so CI fails on growth.
// The folder: the first argument, else WEB_DIST_DIR, else apps/web/dist.

const BUDGET_KB = 149.5;

const folder = process.argv[2] ?? process.env.WEB_DIST_DIR;
const DIST = `${folder ? resolve(folder) : fileURLToPath(new URL('../dist', import.meta.url))}/`;
const html = readFileSync(`${DIST}index.html`, 'utf8');
const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1] ?? '');

let total = 0;
for (const file of files) {
  const bytes = gzipSync(readFileSync(`${DIST}${file}`)).byteLength;
  total += bytes;
  console.log(`${(bytes / 1024).toFixed(1).padStart(7)} kB  ${file}`);
}
const totalKb = total / 1024;
console.log(`${totalKb.toFixed(1).padStart(7)} kB  first load (gzip, JS and CSS), budget ${BUDGET_KB} kB`);
if (totalKb > BUDGET_KB) {
  console.error(`first load ${totalKb.toFixed(1)} kB is over the ${BUDGET_KB} kB budget (docs/performance.md)`);
  process.exit(1);
}
