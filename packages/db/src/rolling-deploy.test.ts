import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, test } from 'vitest';
import ts from 'typescript';

// Issue 21, docs/operations.md "Migrations in a rolling deploy": while a
// release rolls out, the previous one still runs on the new schema, so a
// migration only adds (expand). Dropping or renaming a table or column
// (contract) waits for a later release, once no running release reads it,
// and says so with a marker naming that release:
//   // contract: audit_log unread since release 2026.12
// A migration's down() undoes its up() and may drop what up() added.
const MIGRATIONS_FOLDER = new URL('./migrations/', import.meta.url);
const CONTRACT_MARKER = /\/\/\s*contract:\s*\S.*\bunread since release \S+/;
const DESTRUCTIVE_SQL = /\bdrop\s+(table|column)\b|\brename\b/i;
const DESTRUCTIVE_BUILDER_CALLS = new Set(['dropTable', 'dropColumn', 'renameTo', 'renameColumn']);

/**
 * Migrations written before the rule, when no deployment ran two releases
 * side by side: each with why its contraction was safe then.
 */
const BEFORE_THE_RULE = new Map([['2026-11-29T1000-admin-audit.ts', 'moved audit_log into admin_audit and dropped it in one step before the first release']]);

/** The drops and renames a migration's source makes outside down(): SQL text and Kysely schema-builder calls. */
function contractions(source: string): string[] {
  const file = ts.createSourceFile('migration.ts', source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionDeclaration(node) && node.name?.text === 'down') return;
    if (ts.isNoSubstitutionTemplateLiteral(node) || ts.isStringLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      const match = DESTRUCTIVE_SQL.exec(node.text);
      if (match) found.push(match[0].toLowerCase().replace(/\s+/g, ' '));
    }
    if (ts.isPropertyAccessExpression(node) && DESTRUCTIVE_BUILDER_CALLS.has(node.name.text)) found.push(node.name.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('migrations keep the schema usable by the previous release', () => {
  test('the detector finds drops and renames in SQL and in Kysely calls, but not in down() or comments', () => {
    assert.deepEqual(contractions('export async function up(db) { await sql`alter table orders drop column hidden_at`.execute(db); }'), ['drop column']);
    assert.deepEqual(contractions('export async function up(db) { await sql`alter table ${sql.table(name)} rename to old_orders`.execute(db); }'), ['rename']);
    assert.deepEqual(contractions("export async function up(db) { await db.schema.alterTable('users').dropColumn('nickname').execute(); }"), ['dropColumn']);
    assert.deepEqual(contractions("export async function up(db) { await db.schema.dropTable('carts').execute(); }"), ['dropTable']);
    assert.deepEqual(contractions('// drop table carts, some day\nexport async function up(db) { await sql`alter table orders add column note text`.execute(db); }\nexport async function down(db) { await sql`alter table orders drop column note`.execute(db); }'), []);
  });

  test('no migration drops or renames a table or column without a contract marker naming the release that stopped reading it', () => {
    const files = readdirSync(MIGRATIONS_FOLDER).filter((name) => name.endsWith('.ts') && !name.includes('.test.'));
    assert.ok(files.length > 0);
    const unmarked = files.flatMap((name) => {
      const source = readFileSync(new URL(name, MIGRATIONS_FOLDER), 'utf8');
      const found = contractions(source);
      if (found.length === 0 || CONTRACT_MARKER.test(source) || BEFORE_THE_RULE.has(name)) return [];
      return [`${name}: ${found.join(', ')}`];
    });
    assert.deepEqual(unmarked, [], 'add nullable or defaulted columns and new tables; drop or rename in a later release, marked "// contract: <what> unread since release <release>"');
  });

  test('the migrations before the rule still contract (else their entry goes)', () => {
    for (const name of BEFORE_THE_RULE.keys()) {
      assert.ok(contractions(readFileSync(new URL(name, MIGRATIONS_FOLDER), 'utf8')).length > 0, name);
    }
  });
});
