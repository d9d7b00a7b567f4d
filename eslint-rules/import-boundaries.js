// The layout's import boundaries (STYLE.md Web, DESIGN.md Layout) as an
// ESLint rule: it resolves relative imports to the file they name, which a
// pattern on the import string (no-restricted-imports) cannot do.
import { statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Repository-relative path with forward slashes. */
const fromRoot = (path) => relative(root, path).split(sep).join('/');

const WEB_FEATURES = /^apps\/web\/src\/features\/([^/]+)\//;

// Server-side code the shared rules must not pull into the web bundle.
const SERVER_MODULES = /^(@labstore\/(db|api)|fastify|@fastify\/|kysely|pg$|pg\/|@electric-sql\/|pino|nodemailer|ioredis|sanitize-html|node:)/;

const API_AREA = /^apps\/api\/src\/([^/]+)\/(.*)$/;
/**
 * docs/decisions.md "API import boundaries": the folders of apps/api/src that
 * every feature may import (infrastructure, and orders/, the one owner of
 * the order, item and payment rows). They import no feature themselves.
 */
const API_SHARED = new Set(['lib', 'plugins', 'orders', 'jobs', 'mail', 'sessions', 'settings']);
/** The test suites' support (test apps, the security suite): outside the feature rule. */
const API_TEST_SUPPORT = new Set(['testing', 'security']);
const TEST_FILE = /\.(test|test-fixtures|test-support)\.tsx?$/;

const isFolder = (path) => statSync(join(root, path), { throwIfNoEntry: false })?.isDirectory() ?? false;

/** The apps/api/src folder a path is in, and the path inside it; undefined for the composition root (app.ts, config.ts, server.ts). */
function apiArea(path) {
  const match = path?.match(API_AREA);
  return match && isFolder(`apps/api/src/${match[1]}`) ? { name: match[1], rest: match[2] } : undefined;
}

/**
 * A feature imports lib/, plugins/, orders/, jobs/, mail/, sessions/, settings/ and
 * packages/*, and of another feature only its public surface, the index.ts
 * at its root. Shared folders import no feature: app.ts composes them.
 * Tests reach across features on purpose and are left out.
 */
function apiBoundaryBroken(source, target) {
  const from = apiArea(source);
  const to = apiArea(target);
  if (!from || !to || from.name === to.name || TEST_FILE.test(source)) return undefined;
  if (API_TEST_SUPPORT.has(from.name) || API_TEST_SUPPORT.has(to.name) || API_SHARED.has(to.name)) return undefined;
  if (API_SHARED.has(from.name)) return `apps/api/src/${from.name} is shared and imports no feature (-> ${to.name}): compose in app.ts (docs/decisions.md "API import boundaries")`;
  if (to.rest === '' || to.rest === 'index/') return undefined;
  return `features import another feature only through its index.ts (${from.name} -> ${to.name}/${to.rest.replace(/\/$/, '')}): export it there, or move it to lib/ or orders/ (docs/decisions.md "API import boundaries")`;
}

// The web app's layers, lowest first (docs/decisions.md "Web layers"): a file
// imports from its own layer or the ones below it, never from one above.
const WEB_LAYERS = ['lib', 'components', 'entities', 'features', 'app'];
const WEB_LAYER = /^apps\/web\/src\/([^/]+)\//;

/** The web layer a repository path lies in (its index in WEB_LAYERS), or -1 (main.tsx, styles/). */
const webLayerOf = (path) => WEB_LAYERS.indexOf(path.match(WEB_LAYER)?.[1] ?? '');

/** The web layer an import climbs to, or undefined. */
function webLayerBroken(source, target) {
  const from = webLayerOf(source);
  const to = webLayerOf(target);
  if (from < 0 || to <= from) return undefined;
  return `apps/web/src/${WEB_LAYERS[from]} does not import ${WEB_LAYERS[to]}/: layers import downward only, ${[...WEB_LAYERS].reverse().join(' -> ')} (docs/decisions.md "Web layers")`;
}

/** The boundary a file's import crosses, or undefined. */
function boundaryBroken(file, specifier) {
  const target = specifier.startsWith('.') ? fromRoot(resolve(dirname(file), specifier)) + '/' : undefined;
  const source = fromRoot(file);

  if (source.startsWith('packages/')) {
    if (/^@labstore\/(api|web)(\/|$)/.test(specifier) || target?.startsWith('apps/')) {
      return 'packages never import apps (DESIGN.md Layout)';
    }
    if (source.startsWith('packages/domain/') && !/\.test\.tsx?$/.test(source) && SERVER_MODULES.test(specifier)) {
      return `packages/domain is shared with the web app and imports no server code ('${specifier}')`;
    }
  }
  const sourceFeature = source.match(WEB_FEATURES)?.[1];
  const targetFeature = target?.match(WEB_FEATURES)?.[1];
  if (sourceFeature && targetFeature && sourceFeature !== targetFeature) {
    return `features do not import each other (${sourceFeature} -> ${targetFeature}): share it in entities/ or lib/, or compose in app/ (STYLE.md Web)`;
  }
  return (target ? webLayerBroken(source, target) : undefined) ?? apiBoundaryBroken(source, target);
}

export const importBoundaries = {
  meta: { type: 'problem', schema: [], docs: { description: 'Keeps imports within the layout boundaries' } },
  create(context) {
    const check = (node) => {
      const source = node.source;
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const message = boundaryBroken(context.filename, source.value);
      if (message) context.report({ node: source, message });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
