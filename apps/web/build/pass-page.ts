import react from '@vitejs/plugin-react';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type UserConfig } from 'vite';

// Issue 18 (docs/decisions.md "The pass page offline"): pass.html, the page
// the service worker serves for /pass/{orderId}, is built by a second build
// of its own into the same folder, so that nothing it loads is shared with
// the storefront's first load: sharing React would split that first load in
// two files and grow it (docs/performance.md). Then the storefront's
// scripts and styles, as dist/index.html loads them, are copied into
// pass.html's <template id="storefront">, which pass-start.ts inserts when
// the storefront is the page to start.

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PASS_HTML = 'pass.html';
/** index.html's tags that start the storefront: its module scripts, their preloads, its stylesheets. */
const STOREFRONT_TAG = /<(?:script type="module"[^>]*><\/script>|link rel="(?:stylesheet|modulepreload)"[^>]*>)/g;
const EMPTY_TEMPLATE = '<template id="storefront"></template>';

function copyStorefrontTags(outDir: string): void {
  const tags = readFileSync(join(outDir, 'index.html'), 'utf8').match(STOREFRONT_TAG) ?? [];
  if (tags.length === 0) throw new Error('dist/index.html starts no script: nothing for pass.html to start');
  const passFile = join(outDir, PASS_HTML);
  const page = readFileSync(passFile, 'utf8');
  if (!page.includes(EMPTY_TEMPLATE)) throw new Error(`${PASS_HTML} has no ${EMPTY_TEMPLATE}`);
  writeFileSync(passFile, page.replace(EMPTY_TEMPLATE, `<template id="storefront">${tags.join('')}</template>`));
}

/** Builds pass.html after the storefront (before the service worker's precache list, which lists its files). */
export function passPage({ define }: { define: UserConfig['define'] }): Plugin {
  let outDir = '';
  return {
    name: 'labstore-pass-page',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        await build({
          configFile: false,
          root: ROOT,
          logLevel: 'warn',
          define,
          plugins: [react()],
          build: {
            outDir,
            emptyOutDir: false,
            modulePreload: { polyfill: false },
            // The pass page sets up i18n before the modules that add their strings (pass-i18n.ts).
            rolldownOptions: { input: join(ROOT, PASS_HTML), output: { strictExecutionOrder: true } },
          },
        });
        copyStorefrontTags(outDir);
      },
    },
  };
}
