import { afterAll, describe, it } from 'vitest';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
// @ts-expect-error: a plain JavaScript module, loaded by eslint.config.js
import { noObjectLookupByKey } from './no-object-lookup-by-key.js';

// RuleTester reports through the test framework's describe/it.
Object.assign(RuleTester, { describe, it, itOnly: it.only, afterAll });

// TypeScript's parser, for `as const` and `satisfies`.
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2024, sourceType: 'module' } });

const message = (name: string) =>
  `${name} is a plain object looked up by a key: make it a Map, since '__proto__' or 'toString' would answer its prototype's members (issue 14)`;

tester.run('no-object-lookup-by-key', noObjectLookupByKey, {
  valid: [
    // Literal keys name a member the code chose.
    "const TABLE = { a: 1 }; export const a = TABLE['a'];",
    'const TABLE = { a: 1 }; export const a = TABLE[`a`];',
    'const TABLE = { a: 1 }; export const a = TABLE.a;',
    // A Map answers only its own keys.
    'const TABLE = new Map([["a", 1]]); export const lookup = (key: string) => TABLE.get(key);',
    // Not a const object literal: a parameter, a let, an array, a call's answer, a null-prototype object.
    'export const lookup = (table: Record<string, number>, key: string) => table[key];',
    'let table = { a: 1 }; export const lookup = (key: string) => table[key];',
    'const LIST = [1, 2]; export const at = (index: number) => LIST[index];',
    'const parsed = JSON.parse("{}"); export const lookup = (key: string) => parsed[key];',
    'const params = Object.create(null); export const put = (key: string, value: string) => { params[key] = value; };',
    // The same name bound to something else in an inner scope.
    'const TABLE = { a: 1 }; export const lookup = (TABLE: string[], index: number) => TABLE[index];',
  ],
  invalid: [
    {
      code: 'const TABLE = { a: 1 }; export const lookup = (key: string) => TABLE[key];',
      errors: [{ message: message('TABLE') }],
    },
    {
      code: "const TABLE = { a: 1 } as const; export const lookup = (key: 'a') => TABLE[key];",
      errors: [{ message: message('TABLE') }],
    },
    {
      code: "const TABLE = { a: 1 } satisfies Record<'a', number>; export const lookup = (key: 'a') => TABLE[key];",
      errors: [{ message: message('TABLE') }],
    },
    {
      code: "const TABLE = { a: 1 } as const satisfies Record<'a', number>; export const lookup = (key: 'a') => TABLE[`${key}`];",
      errors: [{ message: message('TABLE') }],
    },
    {
      // Written by a key: '__proto__' would set the object's prototype.
      code: 'export function build(name: string, value: string) { const params: Record<string, string> = {}; params[name] = value; return params; }',
      errors: [{ message: message('params') }],
    },
    {
      code: 'const TABLE = { a: 1 }; export function lookup(key: string) { return () => TABLE[key.trim()]; }',
      errors: [{ message: message('TABLE') }],
    },
  ],
});
