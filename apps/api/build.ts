// `npm run build -w @labstore/api`: the API compiled to JavaScript for
// production (issue 21; docs/decisions.md "The API's production build").
// One ES module per entry point in dist/: server.js (the app) and migrate.js
// (the one-shot migration command). Our code and the workspace packages,
// which are TypeScript sources, are bundled; npm packages stay external and
// load from node_modules as they are, with the files they read beside
// themselves (PGlite's WebAssembly, pdfkit's fonts, sharp's binaries).
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const WORKSPACE_SCOPE = '@labstore/';

const externalNpmPackages: Plugin = {
  name: 'external-npm-packages',
  setup(builder) {
    // A bare specifier names a package (relative ones start with a dot, absolute ones with a slash).
    builder.onResolve({ filter: /^[^./]/ }, ({ path }) => (path.startsWith(WORKSPACE_SCOPE) ? undefined : { path, external: true }));
  },
};

await build({
  absWorkingDir: fileURLToPath(new URL('.', import.meta.url)),
  // dist/ sits at src/'s depth, so paths config.ts builds from import.meta.url hold in both.
  entryPoints: { server: 'src/server.ts', migrate: 'src/migrate.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  // Stack traces name the TypeScript sources when node runs with --enable-source-maps.
  sourcemap: 'linked',
  plugins: [externalNpmPackages],
  logLevel: 'warning',
});
