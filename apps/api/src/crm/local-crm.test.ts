import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import type { DatabaseHandle } from '@labstore/db';
import { createTestDatabase } from '@labstore/db/testing';
import { CrmCodeRefused } from './crm-authorisation';
import { LOCAL_CODE_LIFETIME_SECONDS, LOCAL_CRM_CLIENT_ID, localCrm } from './local-crm';

// The local CRM (issue 19, spec/03 7): its sign-in page is the redirect back
// with a code it signed; it keeps the codes it issued and refuses the rest.

const REDIRECT = 'https://shop.example.com/dashboard/infusionsoft';
const NOW = new Date('2026-12-01T10:00:00Z');

describe('the local CRM (crm/local-crm.ts)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
  });
  afterAll(() => database.close());

  const crm = (now = NOW, redirectUri = REDIRECT) => localCrm({ db: database.db, redirectUri, now: () => now });
  const issued = async (now = NOW) => {
    const page = new URL(await crm(now).authorisationPageUrl());
    assert.equal(`${page.origin}${page.pathname}`, REDIRECT);
    return page.searchParams.get('code') ?? '';
  };

  test('names itself and its client id; each sign-in page carries a new code', async () => {
    assert.deepEqual([crm().name, crm().clientId], ['local', LOCAL_CRM_CLIENT_ID]);
    const [first, second] = [await issued(), await issued()];
    assert.ok(first.length > 40);
    assert.notEqual(first, second);
  });

  test('redeems a code it issued, another instance on the same database too, and gives the code to keep', async () => {
    const code = await issued();
    assert.deepEqual(await crm().redeem(code), { kind: 'code', code });
    assert.deepEqual(await localCrm({ db: database.db, redirectUri: REDIRECT, now: () => NOW }).redeem(code), { kind: 'code', code });
  });

  test('refuses a code it did not issue, a changed one, one for another redirect, and one past its ten minutes', async () => {
    const code = await issued();
    const [expires, nonce, signature] = code.split('.');
    const refused = (text: string, instance = crm()) => assert.rejects(instance.redeem(text), CrmCodeRefused);
    await refused('not-a-code');
    await refused('');
    await refused(`${Number(expires) + 3600}.${nonce}.${signature}`);
    await refused(`${code}.extra`);
    await refused(code, crm(NOW, 'https://elsewhere.example/dashboard/infusionsoft'));
    const lastSecond = new Date(NOW.getTime() + LOCAL_CODE_LIFETIME_SECONDS * 1000);
    assert.deepEqual(await crm(lastSecond).redeem(code), { kind: 'code', code });
    await refused(code, crm(new Date(lastSecond.getTime() + 1000)));
  });
});
