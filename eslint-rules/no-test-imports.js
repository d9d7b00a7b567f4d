// Code that ships never imports test support: fixtures, samples and test
// apps make accounts, open carts and sign tokens with a known secret. Test
// code is named for it: `*.test.ts`, `*.test-<role>.ts` (`.test-support`,
// `.test-fixtures`), or a module under (or named) `testing` or `test-support`
// (`@labstore/db/testing`). A test file may import anything.

const TEST_FILE_NAME = /\.test(-[\w-]+)?(\.[cm]?[jt]sx?)?$/;
const TEST_FOLDERS = new Set(['testing', 'test-support']);

/** A path or import specifier that names test code. */
export function namesTestCode(path) {
  const segments = path.split(/[\\/]/);
  const last = segments.at(-1) ?? '';
  return TEST_FILE_NAME.test(last) || segments.some((segment) => TEST_FOLDERS.has(segment.replace(/\.[cm]?[jt]sx?$/, '')));
}

/** @type {import('eslint').Rule.RuleModule} */
export const noTestImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Code that ships never imports test support (fixtures, samples, test apps)' },
    schema: [],
  },
  create(context) {
    if (namesTestCode(context.filename)) return {};
    function check(source) {
      if (source?.type !== 'Literal' || typeof source.value !== 'string' || !namesTestCode(source.value)) return;
      context.report({ node: source, message: `'${source.value}' is test support: code that ships never imports it` });
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
    };
  },
};
