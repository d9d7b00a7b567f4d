import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// Writes .br and .gz beside every text asset of the build, at the highest
// levels, once; the server sends them as they are (@fastify/static
// preCompressed) instead of compressing the same bundle on every request.

const DIST = fileURLToPath(new URL('../dist/', import.meta.url));
const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt)$/;
const MIN_BYTES = 1024;

function filesIn(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    return statSync(path).isDirectory() ? filesIn(path) : [path];
  });
}

let written = 0;
for (const file of filesIn(DIST)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const content = readFileSync(file);
  if (content.byteLength < MIN_BYTES) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }));
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  written++;
}
console.log(`precompressed ${written} files (brotli and gzip)`);
