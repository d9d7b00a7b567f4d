import assert from 'node:assert/strict';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, test } from 'vitest';
import type { DatabaseHandle } from '@labstore/db';
import { createTestDatabase } from '@labstore/db/testing';
import { ensureAdminAccount } from './admin-account';
import { ADMIN_PASSWORD_FILE, adminPasswordOutlet, type WarningLog } from './admin-password-outlet';

const ADMIN = { email: 'admin@labstore.local', password: 'GeneratedPassw0rdA7!z' };

/** A logger writing into a string, and a terminal that does the same. */
function captured(): { log: WarningLog; logText: () => string; terminal: Writable; terminalText: () => string } {
  let logText = '';
  let terminalText = '';
  const log: WarningLog = { warn: (fields, message) => void (logText += `${JSON.stringify({ ...fields, msg: message })}\n`) };
  const terminal = new Writable({
    write(chunk: Buffer, _encoding, done) {
      terminalText += chunk.toString('utf8');
      done();
    },
  });
  return { log, logText: () => logText, terminal, terminalText: () => terminalText };
}

describe('where the first start puts the administrator password', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'labstore-admin-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  test('with a terminal: shown there once the server is up, never logged, no file', async () => {
    const { log, logText, terminal, terminalText } = captured();
    const outlet = adminPasswordOutlet({ terminal, dataDir });
    await outlet.keep(ADMIN);
    assert.equal(terminalText(), '', 'nothing before the server is up');
    outlet.announce(log);
    assert.match(terminalText(), /Administrator account created\n\s+e-mail:\s+admin@labstore\.local\n\s+password:\s+GeneratedPassw0rdA7!z/);
    assert.equal(logText(), '');
    assert.equal(existsSync(join(dataDir, ADMIN_PASSWORD_FILE)), false);
  });

  test('without one: an owner-only file in DATA_DIR, and the log names the file alone', async () => {
    const { log, logText } = captured();
    const file = join(dataDir, 'fresh', ADMIN_PASSWORD_FILE);
    const outlet = adminPasswordOutlet({ terminal: undefined, dataDir: join(dataDir, 'fresh') });
    await outlet.keep(ADMIN);
    outlet.announce(log);
    assert.equal(statSync(file).mode & 0o777, 0o600);
    assert.match(readFileSync(file, 'utf8'), /password:\s+GeneratedPassw0rdA7!z/);
    assert.ok(logText().includes(JSON.stringify(file)), logText());
    assert.equal(logText().includes(ADMIN.password), false);
  });

  test('a file left readable by others is made owner-only again', async () => {
    const file = join(dataDir, ADMIN_PASSWORD_FILE);
    writeFileSync(file, 'old');
    chmodSync(file, 0o644);
    await adminPasswordOutlet({ terminal: undefined, dataDir }).keep(ADMIN);
    assert.equal(statSync(file).mode & 0o777, 0o600);
    assert.doesNotMatch(readFileSync(file, 'utf8'), /old/);
  });
});

describe('an administrator password that cannot be kept', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
  });
  afterAll(() => database.close());

  test('leaves no administrator behind, so the next start makes one again', async () => {
    const unwritable = async () => {
      throw new Error('EACCES: permission denied');
    };
    await assert.rejects(ensureAdminAccount(database.db, 'admin@labstore.local', unwritable), /EACCES/);
    assert.equal((await database.db.selectFrom('users').select('id').where('role_id', '=', 1).execute()).length, 0);
    assert.ok(await ensureAdminAccount(database.db, 'admin@labstore.local'));
  });
});
