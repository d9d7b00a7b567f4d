import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { UNSTATED_FASTING_HOURS } from '@labstore/domain';
import type { DatabaseHandle } from '../connect';
import { createTestDatabase } from '../testing';
import { fastingHoursOf } from './fasting-hours';
import { seedDatabase } from './seed';
import { partnerCodeOf, seedFastingHours, seedProducts } from './seed-catalogue';

// Issue 18: the pass says how long to fast, read from each seeded test's preparation.

describe('fasting hours from a preparation text', () => {
  test('the larger figure of a range, a single figure, and the unstated fast', () => {
    assert.equal(fastingHoursOf('<p><strong>Fast for 9-12 hours before your blood draw.</strong> Water is fine.</p>', true), 12);
    assert.equal(fastingHoursOf('<p>Fast overnight for 8 to 12 hours before your blood draw (plain water is fine).</p>', true), 12);
    assert.equal(fastingHoursOf('<p>Fast for at least 8 hours before your blood draw.</p>', true), 8);
    assert.equal(fastingHoursOf('<p>Fasting overnight (water only) is preferred.</p>', true), UNSTATED_FASTING_HOURS);
  });

  test('hours that are not a fast do not count', () => {
    const text = '<p>Fast for 9 to 12 hours before your blood draw.</p><p>Avoid alcohol for 24 hours before the test.</p><p>Stop biotin at least <strong>72 hours</strong> before your draw.</p>';
    assert.equal(fastingHoursOf(text, true), 12);
    assert.equal(fastingHoursOf('<p>Fasting is required.</p><p>Stop biotin 72 hours before.</p>', true), UNSTATED_FASTING_HOURS);
    assert.equal(fastingHoursOf('<p>Fasting is preferred, but avoid alcohol for 24 hours before the test.</p>', true), UNSTATED_FASTING_HOURS);
    assert.equal(fastingHoursOf('<p>A morning draw after an overnight fast (8 to 12 hours, water only) is preferred.</p>', true), 12);
  });

  test('a test that needs no fast has none, whatever its text says', () => {
    assert.equal(fastingHoursOf('<p><strong>No fasting is required.</strong> Stop biotin 72 hours before.</p>', false), null);
    assert.equal(fastingHoursOf('<p>Fast for 12 hours.</p>', false), null);
  });
});

describe('seeded fasting hours', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: true });
  });
  afterAll(() => database.close());

  const codeOf = (slug: string) => {
    const product = seedProducts.find((candidate) => candidate.slug === slug);
    assert.ok(product, slug);
    return partnerCodeOf(product);
  };

  test('each partner test holds the fast its preparation names; a test with no fast holds none', async () => {
    const expected = new Map<string, number | null>([
      // "Fast for 9 to 12 hours", and "avoid alcohol for 24 hours", which is no fast.
      [codeOf('lipid-panel'), 12],
      [codeOf('glucose-fasting'), 8],
      // "Fast for 8 hours", and a biotin pause of 72 hours.
      [codeOf('folate-serum'), 8],
      [codeOf('tsh'), null],
    ]);
    const rows = await database.db.selectFrom('partner_tests').select(['code', 'fasting_required', 'fasting_hours']).where('code', 'in', [...expected.keys()]).execute();
    assert.deepEqual(new Map(rows.map((row) => [row.code, row.fasting_hours])), expected);
    for (const row of rows) assert.equal(row.fasting_hours !== null, row.fasting_required, row.code);
  });

  test('every seeded partner test that asks for a fast names between 1 and 72 hours', async () => {
    const rows = await database.db.selectFrom('partner_tests').select(['code', 'fasting_required', 'fasting_hours']).where('code', 'in', [...seedFastingHours().keys()]).execute();
    assert.ok(rows.some((row) => row.fasting_required));
    for (const row of rows) {
      assert.equal(row.fasting_hours, seedFastingHours().get(row.code), row.code);
      if (row.fasting_required) assert.ok(row.fasting_hours !== null && row.fasting_hours >= 1 && row.fasting_hours <= 72, row.code);
    }
  });

  test('a partner test seeded before the hours were gets its figure at the next seed; an administrator\'s figure stays', async () => {
    const lipid = codeOf('lipid-panel');
    const glucose = codeOf('glucose-fasting');
    await database.db.updateTable('partner_tests').set({ fasting_hours: null }).where('code', '=', lipid).execute();
    await database.db.updateTable('partner_tests').set({ fasting_hours: 10 }).where('code', '=', glucose).execute();
    await database.db.deleteFrom('app_settings').where('key', '=', 'seed.version').execute();
    await seedDatabase(database.db);
    const rows = await database.db.selectFrom('partner_tests').select(['code', 'fasting_hours']).where('code', 'in', [lipid, glucose]).execute();
    assert.deepEqual(new Map(rows.map((row) => [row.code, row.fasting_hours])), new Map([
      [lipid, 12],
      [glucose, 10],
    ]));
  });
});
