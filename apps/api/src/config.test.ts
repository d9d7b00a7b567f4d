import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ConfigError, loadConfig } from './config';

test('defaults give a working local setup on the embedded database', () => {
  const config = loadConfig({});
  assert.equal(config.PORT, 3000);
  assert.equal(config.NODE_ENV, 'development');
  assert.equal(config.DATABASE_URL, undefined);
  assert.match(config.DATA_DIR, /\/data$/);
  assert.equal(config.TRUST_PROXY, false);
});

test('an empty DATABASE_URL means the embedded database', () => {
  assert.equal(loadConfig({ DATABASE_URL: '' }).DATABASE_URL, undefined);
});

test('every bad variable is named at once', () => {
  assert.throws(
    () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', NODE_ENV: 'staging', STRIPE_SECRET_KEY: 'pk_wrong' }),
    (error: unknown) => {
      assert.ok(error instanceof ConfigError);
      for (const name of ['PORT', 'DATABASE_URL', 'NODE_ENV', 'STRIPE_SECRET_KEY']) assert.match(error.message, new RegExp(name));
      return true;
    },
  );
});

test('production needs a JWT secret of 32 characters or more', () => {
  assert.throws(() => loadConfig({ NODE_ENV: 'production' }), /JWT_SECRET: is required in production/);
  assert.throws(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short' }), /JWT_SECRET: must be at least 32 characters/);
  assert.equal(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 's'.repeat(32) }).JWT_SECRET, 's'.repeat(32));
});
