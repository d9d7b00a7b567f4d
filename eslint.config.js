// `npm run lint`: typescript-eslint's recommended rules everywhere, the React
// hooks rules in the web app, and the import boundaries of STYLE.md and
// DESIGN.md Layout and docs/decisions.md "API import boundaries"
// (`eslint-rules/import-boundaries.js`), no import loop anywhere
// (`eslint-rules/no-import-cycles.js`), lookup tables as Maps
// (`eslint-rules/no-object-lookup-by-key.js`), and no test support in code
// that ships (`eslint-rules/no-test-imports.js`). Not type-aware:
// a typed lint of the monorepo runs the whole type check again, and
// `npm run typecheck` already does that.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importBoundaries } from './eslint-rules/import-boundaries.js';
import { noImportCycles } from './eslint-rules/no-import-cycles.js';
import { noObjectLookupByKey } from './eslint-rules/no-object-lookup-by-key.js';
import { noTestImports } from './eslint-rules/no-test-imports.js';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dev-dist/**', 'data/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: {
      labstore: {
        rules: {
          'import-boundaries': importBoundaries,
          'no-import-cycles': noImportCycles,
          'no-object-lookup-by-key': noObjectLookupByKey,
          'no-test-imports': noTestImports,
        },
      },
    },
    rules: {
      'labstore/import-boundaries': 'error',
      'labstore/no-import-cycles': 'error',
      'labstore/no-object-lookup-by-key': 'error',
      // `_`-prefixed names mark a parameter kept for its position.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // The code that ships; a test file in it may import test support (the rule knows test names).
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    rules: { 'labstore/no-test-imports': 'error' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: { ...globals.browser, ...globals.serviceworker } },
  },
);
