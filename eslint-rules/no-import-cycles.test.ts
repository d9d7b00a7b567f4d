import assert from 'node:assert/strict';
import { describe, test } from 'vitest';
// @ts-expect-error: a plain JavaScript module, loaded by eslint.config.js
import { loadedSpecifiers, loopComponents, pathWithin, resolveImport } from './no-import-cycles.js';

type Graph = Map<string, string[]>;

const graphOf = (edges: Record<string, string[]>): Graph => new Map(Object.entries(edges));

describe('no-import-cycles: the loops of an import graph', () => {
  test('files on a loop share a component; files off every loop have none', () => {
    const graph = graphOf({ 'a.ts': ['b.ts'], 'b.ts': ['c.ts'], 'c.ts': ['a.ts', 'd.ts'], 'd.ts': [], 'e.ts': ['a.ts'] });
    const components: Map<string, string> = loopComponents(graph);
    assert.deepEqual([...components.keys()].sort(), ['a.ts', 'b.ts', 'c.ts']);
    assert.equal(new Set(components.values()).size, 1);
  });

  test('two separate loops are two components, and a file importing itself is a loop', () => {
    const graph = graphOf({ 'a.ts': ['b.ts'], 'b.ts': ['a.ts'], 'c.ts': ['d.ts'], 'd.ts': ['c.ts'], 'self.ts': ['self.ts'], 'tree.ts': ['a.ts', 'c.ts'] });
    const components: Map<string, string> = loopComponents(graph);
    assert.notEqual(components.get('a.ts'), components.get('c.ts'));
    assert.equal(components.get('a.ts'), components.get('b.ts'));
    assert.ok(components.has('self.ts'));
    assert.ok(!components.has('tree.ts'));
  });

  test('a deep chain that closes on itself is found without recursion', () => {
    const graph: Graph = new Map();
    for (let at = 0; at < 20_000; at++) graph.set(`f${at}.ts`, [`f${(at + 1) % 20_000}.ts`]);
    assert.equal(loopComponents(graph).size, 20_000);
  });

  test('the loop an import closes is named by the shortest way back', () => {
    const graph = graphOf({ 'a.ts': ['b.ts'], 'b.ts': ['c.ts', 'a.ts'], 'c.ts': ['a.ts'] });
    assert.deepEqual(pathWithin(graph, loopComponents(graph), 'b.ts', 'a.ts'), ['b.ts', 'a.ts']);
    assert.deepEqual(pathWithin(graph, loopComponents(graph), 'c.ts', 'b.ts'), ['c.ts', 'a.ts', 'b.ts']);
  });
});

describe('no-import-cycles: what a module loads', () => {
  test('static imports, re-exports and import() count; type-only imports and exports do not', () => {
    const text = [
      "import { a } from './a';",
      "import type { B } from './b';",
      "import { type C, c } from './c';",
      "import './d';",
      "export { e } from './e';",
      "export type { F } from './f';",
      "export * from './g';",
      "const h = () => import('./h');",
    ].join('\n');
    assert.deepEqual(loadedSpecifiers('x.ts', text), ['./a', './c', './d', './e', './g', './h']);
  });

  test('a relative specifier resolves to the file, its .ts for an ESM .js name, or its folder index', () => {
    const files = new Set(['apps/api/src/cart/index.ts', 'apps/api/src/lib/uuid.ts', 'apps/api/src/app.ts']);
    assert.equal(resolveImport(files, 'apps/api/src/app.ts', './cart'), 'apps/api/src/cart/index.ts');
    assert.equal(resolveImport(files, 'apps/api/src/cart/index.ts', '../lib/uuid.js'), 'apps/api/src/lib/uuid.ts');
    assert.equal(resolveImport(files, 'apps/api/src/app.ts', '@labstore/db'), undefined);
    assert.equal(resolveImport(files, 'apps/api/src/app.ts', './missing'), undefined);
  });
});
