import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { freePort, startServer, type RunningServer } from '@labstore/infra/server-process';

const API_SCRIPT = fileURLToPath(new URL('../../apps/api/src/server.ts', import.meta.url));

/** The build `npm run build -w @labstore/web` writes, which scripts/test.mjs makes before the journeys; WEB_DIST_DIR names another. */
export const BUILT_WEB_APP = process.env.WEB_DIST_DIR ?? fileURLToPath(new URL('../../apps/web/dist/', import.meta.url));

export interface RedeployableServer {
  readonly url: string;
  /** Stops the server and starts it again on the same address and database, serving `distDir`: a deploy as visitors see it. */
  deploy(distDir: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Like startAppServer, but the address and the database outlive a restart,
 * so a service worker registered before a deploy meets the new build on the
 * same origin, as it does in production.
 */
export async function startRedeployableAppServer(distDir: string): Promise<RedeployableServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'labstore-e2e-'));
  const port = await freePort();
  const start = (webDistDir: string): Promise<RunningServer> =>
    startServer(
      API_SCRIPT,
      port,
      { DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', NODE_ENV: 'test', PUBLIC_URL: `http://127.0.0.1:${port}`, WEB_DIST_DIR: webDistDir },
      '/ready',
    );
  let running: RunningServer | undefined = await start(distDir);
  const url = running.url;
  return {
    url,
    async deploy(nextDistDir) {
      await running?.stop();
      running = undefined;
      running = await start(nextDistDir);
    },
    async stop() {
      await running?.stop();
      running = undefined;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface NextBuild {
  readonly distDir: string;
  /** The module only the new build's page loads, e.g. '/assets/release-1a2b3c4d.js'. */
  readonly newScript: string;
  /** What that module writes to <html data-release>, so a test can tell the new build runs. */
  readonly release: string;
  remove(): void;
}

// The rules of apps/web/scripts/precompress.ts: the server sends a .br or .gz
// beside a file in place of it, so a changed file needs fresh ones.
const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt)$/;
const MIN_COMPRESSED_BYTES = 1024;

function writeBuildFile(distDir: string, relativePath: string, content: string): void {
  const path = join(distDir, relativePath);
  writeFileSync(path, content);
  for (const suffix of ['.br', '.gz']) rmSync(`${path}${suffix}`, { force: true });
  if (!COMPRESSIBLE.test(relativePath) || Buffer.byteLength(content) < MIN_COMPRESSED_BYTES) return;
  writeFileSync(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }));
  writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
}

/**
 * The next release of the web app, made from the given build's files as a
 * second `vite build` of changed code would make it: a new content-hashed
 * module the page loads, so a new index.html, and a new sw.js whose precache
 * manifest lists the module and index.html's new revision. The browser sees
 * what a deploy changes (a byte-different sw.js, a precache with new entries
 * and revisions, a new shell) without the journey spending a full build on it;
 * the source has nothing a build setting could change (no import.meta.env).
 */
export function makeNextBuild(fromDistDir: string, release: string): NextBuild {
  if (!existsSync(join(fromDistDir, 'sw.js'))) throw new Error(`no built web app in ${fromDistDir}: run npm run build -w @labstore/web`);
  const distDir = mkdtempSync(join(tmpdir(), 'labstore-next-build-'));
  cpSync(fromDistDir, distDir, { recursive: true });

  const module = `document.documentElement.dataset.release = ${JSON.stringify(release)};\n`;
  // Vite's file names carry 8 characters of the content's hash.
  const hash = createHash('sha256').update(module).digest('base64url').slice(0, 8);
  const newScript = `/assets/release-${hash}.js`;
  writeBuildFile(distDir, newScript.slice(1), module);

  const indexHtml = readFileSync(join(distDir, 'index.html'), 'utf8');
  if (!indexHtml.includes('</head>')) throw new Error('index.html has no </head>');
  const nextIndexHtml = indexHtml.replace('</head>', `  <script type="module" crossorigin src="${newScript}"></script>\n</head>`);
  writeBuildFile(distDir, 'index.html', nextIndexHtml);

  // workbox-build's revision of a file without a hash in its name is the MD5
  // of its content; injectManifest writes the list into sw.js as JSON.
  const serviceWorker = readFileSync(join(distDir, 'sw.js'), 'utf8');
  const indexEntry = /\{"revision":"[0-9a-f]{32}","url":"index\.html"\}/;
  if (!indexEntry.test(serviceWorker)) throw new Error('sw.js: no precache entry for index.html (has vite-plugin-pwa changed its output?)');
  const revision = createHash('md5').update(nextIndexHtml).digest('hex');
  writeBuildFile(
    distDir,
    'sw.js',
    serviceWorker.replace(indexEntry, `{"revision":"${revision}","url":"index.html"},{"revision":null,"url":"${newScript.slice(1)}"}`),
  );

  return { distDir, newScript, release, remove: () => rmSync(distDir, { recursive: true, force: true }) };
}
