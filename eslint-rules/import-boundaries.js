// The layout's import boundaries (STYLE.md Web, DESIGN.md Layout) as an
// ESLint rule: it resolves relative imports to the file they name, which a
// pattern on the import string (no-restricted-imports) cannot do.
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Repository-relative path with forward slashes. */
const fromRoot = (path) => relative(root, path).split(sep).join('/');

const WEB_FEATURES = /^apps\/web\/src\/features\/([^/]+)\//;

// Server-side code the shared rules must not pull into the web bundle.
const SERVER_MODULES = /^(@labstore\/(db|api)|fastify|@fastify\/|kysely|pg$|pg\/|@electric-sql\/|pino|nodemailer|ioredis|sanitize-html|node:)/;

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
  if (target && source.startsWith('apps/web/src/lib/') && target.startsWith('apps/web/src/features/')) {
    return 'apps/web/src/lib does not import features: move what both need into lib/ (STYLE.md Web)';
  }
  const sourceFeature = source.match(WEB_FEATURES)?.[1];
  const targetFeature = target?.match(WEB_FEATURES)?.[1];
  if (sourceFeature && targetFeature && sourceFeature !== targetFeature) {
    return `features do not import each other (${sourceFeature} -> ${targetFeature}): share it in entities/ or lib/, or compose in app/ (STYLE.md Web)`;
  }
  if (target) return webLayerBroken(source, target);
  return undefined;
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
