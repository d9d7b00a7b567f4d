import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { test } from 'vitest';

// docs/decisions.md "API table owners": every table of the Database interface
// has one module of apps/api/src that queries it; the others call that
// module's functions (through its index.ts, or directly for a shared folder).

const SOURCE_ROOT = import.meta.dirname;
const DATABASE_INTERFACE = join(SOURCE_ROOT, '../../../packages/db/src/schema/database.ts');

/** Table -> the one folder of apps/api/src whose code queries it. */
const OWNERS = new Map([
  ['roles', 'accounts'],
  ['users', 'accounts'],
  ['password_history', 'accounts'],
  ['security_codes', 'accounts'],
  ['login_as_codes', 'accounts'],
  ['email_change_history', 'accounts'],
  ['sessions', 'sessions'],
  ['profiles', 'profiles'],
  ['addresses', 'profiles'],
  ['images', 'catalogue'],
  ['categories', 'catalogue'],
  ['category_translations', 'catalogue'],
  ['products', 'catalogue'],
  ['product_translations', 'catalogue'],
  ['product_children', 'catalogue'],
  ['partner_tests', 'catalogue'],
  ['test_centers', 'testcenters'],
  ['promo_codes', 'promo'],
  ['promo_code_products', 'promo'],
  ['promo_code_uses', 'promo'],
  ['orders', 'orders'],
  ['order_items', 'orders'],
  ['payment_transactions', 'orders'],
  ['checkout_attempts', 'orders'],
  ['payment_refunds', 'orders'],
  ['order_status_history', 'orders'],
  ['partner_orders', 'orders'],
  ['order_results', 'results'],
  ['lab_observations', 'results'],
  ['result_documents', 'results'],
  ['health_record_reads', 'results'],
  ['share_history', 'sharing'],
  ['sandbox_partner_orders', 'partner'],
  ['saved_cards', 'payments'],
  ['payment_customers', 'payments'],
  ['sandbox_payment_methods', 'payments'],
  ['sandbox_payment_intents', 'payments'],
  ['content_pages', 'content'],
  ['content_page_translations', 'content'],
  ['blog_authors', 'blog'],
  ['blog_articles', 'blog'],
  ['blog_article_translations', 'blog'],
  ['mail_templates', 'mail'],
  ['email_log', 'mail'],
  ['newsletter_subscriptions', 'newsletter'],
  ['newsletter_confirmations', 'newsletter'],
  ['app_settings', 'settings'],
  ['idempotency_keys', 'plugins'],
  ['jobs', 'jobs'],
  ['admin_audit', 'audit'],
]);

/**
 * Queries of a table outside its owner that cannot yet call the owner: the
 * querying folder sits below the owner in the import direction (a call would
 * make a loop or a shared folder import a feature), and the read is one
 * statement that a call would split. `module:table` -> why.
 */
const KNOWN_CROSSINGS = new Map([
  ['orders:products', 'the cart lines are read with their product in one statement under the order lock; orders/ is shared and imports no feature'],
  ['orders:product_children', 'a panel added to the cart brings its members in the same statement; orders/ is shared and imports no feature'],
  ['sessions:users', 'a session is read with its user in one statement on every request; sessions/ is shared and imports no feature'],
  ['accounts:profiles', 'an account is read with its adult profile in one statement (sign-in); accounts calls profiles, so profiles cannot call back'],
  ['profiles:users', 'a profile is read with its account e-mail, and the account language set with the profile; accounts calls profiles, so profiles cannot call accounts'],
]);

// A query builder's table argument, alias included ('products as p'), and a table named in raw SQL.
const BUILDER_TABLE = /\.(?:selectFrom|updateTable|insertInto|deleteFrom|innerJoin|leftJoin|rightJoin|fullJoin|mergeInto|with)\(\s*\[?\s*['"]([a-z_]+)(?:\s+as\s+[a-z_]+)?['"]/g;
const SQL_TEMPLATE = /\bsql(?:<[^>]*>)?`([^`]*)`/g;
const RAW_SQL_TABLE = /\b(?:from|join|update|into)\s+([a-z_]+)\b/gi;

// Tests, their fixtures and the suites' support set up rows of any table on purpose.
const EXEMPT_FILE = /\.(test|test-fixtures|test-support)\.ts$/;
const EXEMPT_FOLDERS = new Set(['testing', 'security']);

/** The table names of packages/db's Database interface. */
function databaseTables(): string[] {
  const source = readFileSync(DATABASE_INTERFACE, 'utf8');
  const body = source.slice(source.indexOf('export interface Database'));
  return [...body.matchAll(/^\s+([a-z_]+): \w+Table;$/gm)].map((match) => match[1] ?? '');
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return EXEMPT_FOLDERS.has(entry.name) && folder === SOURCE_ROOT ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !EXEMPT_FILE.test(entry.name) ? [path] : [];
  });
}

interface TableUse {
  file: string;
  module: string;
  table: string;
}

/** Every table a file of apps/api/src queries, with the folder it is in ('' for the composition root). */
function tableUses(tables: ReadonlySet<string>): TableUse[] {
  return sourceFiles(SOURCE_ROOT).flatMap((path) => {
    const file = relative(SOURCE_ROOT, path).split(sep).join('/');
    const module = file.includes('/') ? (file.split('/')[0] ?? '') : '';
    const source = readFileSync(path, 'utf8');
    const rawSql = [...source.matchAll(SQL_TEMPLATE)].flatMap((template) => [...(template[1] ?? '').matchAll(RAW_SQL_TABLE)]);
    const named = [...source.matchAll(BUILDER_TABLE), ...rawSql].map((match) => (match[1] ?? '').toLowerCase());
    return [...new Set(named)].filter((table) => tables.has(table)).map((table) => ({ file, module, table }));
  });
}

const tables = databaseTables();
const uses = tableUses(new Set(tables));

test('every table of the Database interface has an owner, and only its tables are declared', () => {
  assert.ok(tables.length > 40, `read ${tables.length} tables from ${DATABASE_INTERFACE}`);
  assert.deepEqual(
    tables.filter((table) => !OWNERS.has(table)),
    [],
    'tables without an owner: declare one in OWNERS',
  );
  assert.deepEqual(
    [...OWNERS.keys()].filter((table) => !tables.includes(table)),
    [],
    'owners declared for tables the Database interface does not have',
  );
});

test('only the owner of a table queries it', () => {
  const strays = uses
    .filter(({ module, table }) => OWNERS.get(table) !== module && !KNOWN_CROSSINGS.has(`${module}:${table}`))
    .map(({ file, table }) => `${file} queries ${table}, owned by ${OWNERS.get(table)}/: call the owner`);
  assert.deepEqual(strays, []);
});

test('every known crossing still happens (a resolved one leaves the list)', () => {
  const crossings = new Set(uses.map(({ module, table }) => `${module}:${table}`));
  assert.deepEqual(
    [...KNOWN_CROSSINGS.keys()].filter((crossing) => !crossings.has(crossing)),
    [],
  );
});
