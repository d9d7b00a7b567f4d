import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';

// A web build's shape (index.html, the manifest, a hashed bundle and its
// brotli twin) in a temporary folder, for tests of how the API serves the app.

export const FAKE_BUNDLE = `console.log(${JSON.stringify('labstore '.repeat(500))});`;

export function fakeWebBuild(): string {
  const directory = mkdtempSync(join(tmpdir(), 'labstore-dist-'));
  writeFileSync(
    join(directory, 'index.html'),
    '<!doctype html><html><head><meta name="robots" content="nofollow, noindex"><title>labstore</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(directory, 'manifest.webmanifest'), '{"name":"labstore"}');
  mkdirSync(join(directory, 'assets'));
  writeFileSync(join(directory, 'assets', 'app-1234.js'), FAKE_BUNDLE);
  writeFileSync(join(directory, 'assets', 'app-1234.js.br'), brotliCompressSync(FAKE_BUNDLE));
  return directory;
}
