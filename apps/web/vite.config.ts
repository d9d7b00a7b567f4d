import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { passPage } from './build/pass-page';
import { API_PATHS } from './src/service-worker/routes';

// In development the API runs on its own port; the built app is served by
// the API itself on one origin (DESIGN.md Scale).
const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000';

// One identity per build: the persisted public queries of an older build are
// not restored into a newer one, whose wire shapes may differ (lib/offline).
const buildId = new Date().toISOString();

// DESIGN.md Web app: customers never download the administration, not even
// into the service worker's cache. Its screens live under these folders;
// their chunks and stylesheets are named `admin-*`, and the precache leaves
// every `admin-*` file out.
const ADMIN_FOLDERS = ['src/features/dashboard/'];
// Public parts of those folders: the dashboard's routes (in the route table
// every visitor loads) and its door (the guard and not-allowed page a
// customer who opens /dashboard downloads instead), holding no administration.
const PUBLIC_DOORS = ['src/features/dashboard/routes.ts', 'src/features/dashboard/dashboard-search.ts', 'src/features/dashboard/gate/'];
const ADMIN_PREFIX = 'admin-';
const toPath = (folder: string) => fileURLToPath(new URL(folder, import.meta.url));
const ADMIN_PATHS = ADMIN_FOLDERS.map(toPath);
const DOOR_PATHS = PUBLIC_DOORS.map(toPath);
/**
 * The administration's own copy of the domain package (and the zod it
 * builds on): the dashboard's modules import it under this suffix, so the
 * domain modules it uses are never shared with a storefront chunk. Shared,
 * each such module would become a chunk of its own that the storefront's
 * chunks import too: more requests for customers, and a longer list of
 * chunk names in the first load.
 */
const ADMIN_COPY = '?admin-copy';
const isAdminModule = (id: string) =>
  id.endsWith(ADMIN_COPY) || (ADMIN_PATHS.some((path) => id.startsWith(path)) && !DOOR_PATHS.some((path) => id.startsWith(path)));
const adminDomainCopy: Plugin = {
  name: 'labstore-admin-domain-copy',
  enforce: 'pre',
  apply: 'build',
  async resolveId(source, importer, options) {
    if (!importer) return null;
    const inCopy = importer.endsWith(ADMIN_COPY);
    if (!inCopy && !(source === '@labstore/domain' && isAdminModule(importer))) return null;
    const resolved = await this.resolve(source, inCopy ? importer.slice(0, -ADMIN_COPY.length) : importer, { ...options, skipSelf: true });
    return resolved && !resolved.external && !resolved.id.includes('?') ? { ...resolved, id: `${resolved.id}${ADMIN_COPY}` } : resolved;
  },
  load(id) {
    return id.endsWith(ADMIN_COPY) ? readFileSync(id.slice(0, -ADMIN_COPY.length), 'utf8') : null;
  },
};
/**
 * A lazily loaded screen's chunk holds what only that screen needs, so its
 * entry module says whose it is; a chunk shared by several is the
 * administration's when all it holds is.
 */
const isAdminChunk = ({ facadeModuleId, moduleIds }: { facadeModuleId: string | null; moduleIds: readonly string[] }) =>
  facadeModuleId ? isAdminModule(facadeModuleId) : moduleIds.length > 0 && moduleIds.every(isAdminModule);
/** Vite names a chunk's stylesheet after the chunk's module, relative to this folder. */
const isAdminFile = (name: string) => ADMIN_FOLDERS.some((folder) => name.startsWith(folder)) && !PUBLIC_DOORS.some((folder) => name.startsWith(folder));

export default defineConfig({
  define: { __LABSTORE_BUILD__: JSON.stringify(buildId) },
  plugins: [
    adminDomainCopy,
    react(),
    // Issue 18: pass.html, built on its own before the service worker's precache list is made.
    passPage({ define: { __LABSTORE_BUILD__: JSON.stringify(buildId) } }),
    VitePWA({
      registerType: 'prompt',
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        name: 'labstore — Lab Tests Online',
        short_name: 'labstore',
        description: 'Order lab tests online and save 30-70%.',
        theme_color: '#0f766e',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-512-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      // Issue 18: a service worker of our own (src/service-worker/sw.ts), so
      // it can replay the cart outbox with no page open; Workbox injects the
      // precache list into it. Its routes are the ones generateSW had.
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      injectManifest: {
        // The app shell, precached, less the administration's chunks (ADMIN_FOLDERS).
        // Icons, favicon and manifest are added by includeAssets and the manifest.
        globPatterns: ['**/*.{js,css,html}'],
        globIgnores: [`**/${ADMIN_PREFIX}*`],
        // One classic script: registered as the generated worker was, and
        // it imports nothing at run time.
        rollupFormat: 'iife',
        // React does nothing when imported; the worker imports lib/create-store
        // (with the cart's replay) for its plain store, not for its hook.
        rollupOptions: { treeshake: { moduleSideEffects: (id: string) => !/[\\/]node_modules[\\/]react[\\/]/.test(id) } },
      },
    }),
  ],
  build: {
    // Browsers preload modules themselves (Chromium, Firefox 115, Safari 17);
    // one without it (Safari 16.4) fetches the same modules when they are
    // imported, a moment later. The polyfill cost every visitor 0.2 kB of the
    // first load (docs/performance.md).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Everything index.html loads in one chunk rather than the entry and
        // 17 preloaded ones: one request, 20 kB less script, first paint
        // 0.4 s sooner on Lighthouse's mobile profile (docs/performance.md).
        codeSplitting: { groups: [{ name: 'first-load', tags: ['$initial'] }] },
        chunkFileNames: (chunk) => `assets/${isAdminChunk(chunk) ? ADMIN_PREFIX : ''}[name]-[hash].js`,
        assetFileNames: ({ originalFileNames }) =>
          `assets/${originalFileNames.length > 0 && originalFileNames.every(isAdminFile) ? ADMIN_PREFIX : ''}[name]-[hash][extname]`,
      },
    },
  },
  server: {
    proxy: Object.fromEntries(API_PATHS.map((path) => [path, { target: apiOrigin, changeOrigin: false }])),
  },
  preview: {
    proxy: Object.fromEntries(API_PATHS.map((path) => [path, { target: apiOrigin, changeOrigin: false }])),
  },
});
