// No import loops anywhere in the repository (DESIGN.md Layout: every
// dependency goes one way). The graph of relative imports is read once per
// lint run with TypeScript's parser (no type check), its loops found as
// strongly connected components; each import that stays inside a loop is
// reported with the loop it closes. As eslint-plugin-import's no-cycle does,
// type-only imports (`import type`) are left out: they are erased from the
// build and load nothing. Package imports (@labstore/*) are left out too:
// packages never import apps, and a package's files import each other
// relatively.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'dev-dist', 'data', 'test-results', 'coverage', 'playwright-report']);
const SOURCE_FILE = /\.(ts|tsx|js|mjs)$/;
const RESOLVED_SUFFIXES = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx', '/index.js'];

/** Repository-relative path with forward slashes. */
const fromRoot = (path) => relative(root, path).split(sep).join('/');

function sourceFiles(folder, found = []) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIPPED_FOLDERS.has(entry.name)) continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) sourceFiles(path, found);
    else if (SOURCE_FILE.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(fromRoot(path));
  }
  return found;
}

/** The repository file a relative specifier names, or undefined (a package, or no such file). */
export function resolveImport(files, importer, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = fromRoot(resolve(root, dirname(importer), specifier));
  const candidates = RESOLVED_SUFFIXES.map((suffix) => base + suffix);
  // ESM-style '.js' specifiers name the TypeScript file beside them.
  if (/\.js$/.test(base)) candidates.push(base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'));
  return candidates.find((candidate) => files.has(candidate));
}

/** The specifiers a module loads: static imports and re-exports that are not type-only, and import() calls. */
export function loadedSpecifiers(fileName, text) {
  const sourceFile = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const specifiers = [];
  for (const statement of sourceFile.statements) {
    const typeOnly = ts.isImportDeclaration(statement) ? statement.importClause?.isTypeOnly : ts.isExportDeclaration(statement) ? statement.isTypeOnly : undefined;
    if (typeOnly === false || (typeOnly === undefined && ts.isImportDeclaration(statement))) {
      if (statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) specifiers.push(statement.moduleSpecifier.text);
    }
  }
  if (text.includes('import(')) {
    const visit = (node) => {
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) specifiers.push(node.arguments[0].text);
      ts.forEachChild(node, visit);
    };
    visit(sourceFile);
  }
  return specifiers;
}

/** file -> the repository files it loads, from every source file's text. */
function readGraph() {
  const files = new Set(sourceFiles(root));
  const graph = new Map();
  for (const file of files) {
    const targets = loadedSpecifiers(file, readFileSync(join(root, file), 'utf8')).map((specifier) => resolveImport(files, file, specifier));
    graph.set(file, [...new Set(targets.filter((target) => target !== undefined))]);
  }
  return graph;
}

/**
 * Tarjan's strongly connected components over `graph` (file -> files): the
 * component id of every file that is on a loop (a component of two files or
 * more, or a file importing itself).
 */
export function loopComponents(graph) {
  const index = new Map();
  const lowLink = new Map();
  const stack = [];
  const onStack = new Set();
  const component = new Map();
  let counter = 0;

  function visit(start) {
    // Iterative depth-first search: the graph is deep enough to make recursion a risk.
    const frames = [{ node: start, next: 0 }];
    index.set(start, counter);
    lowLink.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (frames.length > 0) {
      const frame = frames[frames.length - 1];
      const targets = graph.get(frame.node) ?? [];
      if (frame.next < targets.length) {
        const target = targets[frame.next++];
        if (!index.has(target)) {
          index.set(target, counter);
          lowLink.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          frames.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          lowLink.set(frame.node, Math.min(lowLink.get(frame.node), index.get(target)));
        }
        continue;
      }
      frames.pop();
      if (frames.length > 0) {
        const parent = frames[frames.length - 1].node;
        lowLink.set(parent, Math.min(lowLink.get(parent), lowLink.get(frame.node)));
      }
      if (lowLink.get(frame.node) !== index.get(frame.node)) continue;
      const members = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        members.push(member);
      } while (member !== frame.node);
      const selfImport = (graph.get(frame.node) ?? []).includes(frame.node);
      if (members.length > 1 || selfImport) for (const file of members) component.set(file, frame.node);
    }
  }

  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return component;
}

/** The shortest way from `from` to another file `to` of its loop, through that loop: [from, ..., to]. */
export function pathWithin(graph, component, from, to) {
  const previous = new Map([[from, undefined]]);
  const queue = [from];
  for (let at = 0; at < queue.length && !previous.has(to); at++) {
    for (const target of graph.get(queue[at]) ?? []) {
      if (previous.has(target) || component.get(target) !== component.get(from)) continue;
      previous.set(target, queue[at]);
      queue.push(target);
    }
  }
  const path = [to];
  while (path[0] !== from) path.unshift(previous.get(path[0]));
  return path;
}

let loops;

/** The graph and its loops, read once per process (one lint run). */
function repositoryLoops() {
  if (!loops) {
    const graph = readGraph();
    loops = { graph, files: new Set(graph.keys()), component: loopComponents(graph) };
  }
  return loops;
}

export const noImportCycles = {
  meta: { type: 'problem', schema: [], docs: { description: 'Fails on any import loop in the repository' } },
  create(context) {
    const file = fromRoot(context.filename);
    const check = (node) => {
      const source = node.source;
      if (source?.type !== 'Literal' || typeof source.value !== 'string' || node.importKind === 'type' || node.exportKind === 'type') return;
      const { graph, files, component } = repositoryLoops();
      const loop = component.get(file);
      const target = resolveImport(files, file, source.value);
      if (loop === undefined || target === undefined || component.get(target) !== loop) return;
      const back = target === file ? [file] : pathWithin(graph, component, target, file);
      context.report({ node: source, message: `import loop: ${[file, ...back].join(' -> ')} (DESIGN.md Layout: dependencies go one way)` });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
