import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'vitest';
import { ConfigError, DEFAULT_MAP_TILES, environmentSchema, loadConfig, mapTileImageSources, keapSettingsOf, mapTilesOf, partnerApiSettingsOf, stripeSettingsOf } from './config';

test('defaults give a working local setup on the embedded database', () => {
  const config = loadConfig({});
  assert.equal(config.PORT, 3000);
  assert.equal(config.NODE_ENV, 'development');
  assert.equal(config.DATABASE_URL, undefined);
  assert.match(config.DATA_DIR, /\/data$/);
  assert.deepEqual(config.TRUST_PROXY_ADDRESSES, []);
});

test('TRUST_PROXY_ADDRESSES names the proxies: addresses, CIDR ranges or named ranges', () => {
  assert.deepEqual(loadConfig({ TRUST_PROXY_ADDRESSES: ' 10.0.0.2, 172.16.0.0/12,fd00::/8 ,uniquelocal,' }).TRUST_PROXY_ADDRESSES, ['10.0.0.2', '172.16.0.0/12', 'fd00::/8', 'uniquelocal']);
  for (const bad of ['true', '0.0.0.0/0', '10.0.0.0/33', 'fd00::/129', '10.0.0.1/8/8', 'proxy.local', '10.0.0.1 10.0.0.2']) {
    assert.throws(() => loadConfig({ TRUST_PROXY_ADDRESSES: bad }), /TRUST_PROXY_ADDRESSES: must be IP addresses or CIDR ranges/, bad);
  }
});

test('the retired TRUST_PROXY stops the start rather than being ignored', () => {
  assert.throws(() => loadConfig({ TRUST_PROXY: 'true', PORT: 'eighty' }), (error: unknown) => {
    assert.ok(error instanceof ConfigError);
    assert.match(error.message, /TRUST_PROXY: is replaced by TRUST_PROXY_ADDRESSES/);
    assert.match(error.message, /PORT/);
    return true;
  });
});

test('an empty DATABASE_URL means the embedded database', () => {
  assert.equal(loadConfig({ DATABASE_URL: '' }).DATABASE_URL, undefined);
});

test('every bad variable is named at once', () => {
  assert.throws(
    () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', NODE_ENV: 'staging', REDIS_URL: 'http://cache' }),
    (error: unknown) => {
      assert.ok(error instanceof ConfigError);
      for (const name of ['PORT', 'DATABASE_URL', 'NODE_ENV', 'REDIS_URL']) assert.match(error.message, new RegExp(name));
      return true;
    },
  );
});

test('production needs a JWT secret of 32 characters or more', () => {
  assert.throws(() => loadConfig({ NODE_ENV: 'production' }), /JWT_SECRET: is required in production/);
  assert.throws(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short' }), /JWT_SECRET: must be at least 32 characters/);
  assert.equal(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 's'.repeat(32), PAYMENTS_SANDBOX_IN_PRODUCTION: 'true', PARTNER_SANDBOX_IN_PRODUCTION: 'true', CRM_LOCAL_IN_PRODUCTION: 'true' }).JWT_SECRET, 's'.repeat(32));
});

test('production refuses to start on the sandbox payment provider unless told so by name (issue 14)', () => {
  const production = { NODE_ENV: 'production', JWT_SECRET: 's'.repeat(32), PARTNER_SANDBOX_IN_PRODUCTION: 'true', CRM_LOCAL_IN_PRODUCTION: 'true' };
  assert.throws(() => loadConfig(production), /STRIPE_SECRET_KEY: is required in production: without Stripe the sandbox takes orders without charging any card/);
  assert.equal(loadConfig({ ...production, PAYMENTS_SANDBOX_IN_PRODUCTION: 'true' }).PAYMENTS_SANDBOX_IN_PRODUCTION, true);
  const keys = { STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_PUBLISHABLE_KEY: 'pk_live_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };
  assert.ok(stripeSettingsOf(loadConfig({ ...production, ...keys })));
  // Outside production the sandbox is the default, needing no word.
  assert.equal(stripeSettingsOf(loadConfig({})), undefined);
});

test('production refuses to start on the sandbox partner unless told so by name; the partner API takes both settings or neither (issue 17)', () => {
  const production = { NODE_ENV: 'production', JWT_SECRET: 's'.repeat(32), PAYMENTS_SANDBOX_IN_PRODUCTION: 'true', CRM_LOCAL_IN_PRODUCTION: 'true' };
  assert.throws(() => loadConfig(production), /PARTNER_API_URL: is required in production: without the partner API the sandbox partner/);
  assert.equal(loadConfig({ ...production, PARTNER_SANDBOX_IN_PRODUCTION: 'true' }).PARTNER_SANDBOX_IN_PRODUCTION, true);
  const partner = { PARTNER_API_URL: 'https://partner.example/api', PARTNER_API_KEY: 'key-1' };
  assert.deepEqual(partnerApiSettingsOf(loadConfig({ ...production, ...partner })), { baseUrl: 'https://partner.example/api', apiKey: 'key-1' });
  assert.throws(() => loadConfig({ PARTNER_API_URL: 'https://partner.example/api' }), /PARTNER_API_KEY: is required with the other partner setting/);
  assert.equal(partnerApiSettingsOf(loadConfig({})), undefined);
  assert.equal(loadConfig({}).PARTNER_SANDBOX_RESULTS_SECONDS, 2 * 24 * 3600);
  assert.equal(loadConfig({}).PARTNER_SANDBOX_APPROVAL_SECONDS, undefined);
  assert.equal(loadConfig({ PARTNER_SANDBOX_APPROVAL_SECONDS: '0' }).PARTNER_SANDBOX_APPROVAL_SECONDS, 0);
});

test('production refuses to start on the local CRM unless told so by name; Keap takes both settings or neither (issue 19)', () => {
  const production = { NODE_ENV: 'production', JWT_SECRET: 's'.repeat(32), PAYMENTS_SANDBOX_IN_PRODUCTION: 'true', PARTNER_SANDBOX_IN_PRODUCTION: 'true' };
  assert.throws(() => loadConfig(production), /KEAP_CLIENT_ID: is required in production: without Keap the local CRM keeps the authorisation and reaches no CRM/);
  assert.equal(loadConfig({ ...production, CRM_LOCAL_IN_PRODUCTION: 'true' }).CRM_LOCAL_IN_PRODUCTION, true);
  const keap = { KEAP_CLIENT_ID: 'client-1', KEAP_CLIENT_SECRET: 'secret-1' };
  assert.deepEqual(keapSettingsOf(loadConfig({ ...production, ...keap })), { clientId: 'client-1', clientSecret: 'secret-1', tokenUrl: undefined });
  assert.deepEqual(keapSettingsOf(loadConfig({ ...keap, KEAP_TOKEN_URL: 'http://127.0.0.1:9/token' })), { clientId: 'client-1', clientSecret: 'secret-1', tokenUrl: 'http://127.0.0.1:9/token' });
  assert.throws(() => loadConfig({ KEAP_CLIENT_ID: 'client-1' }), /KEAP_CLIENT_SECRET: is required with the other Keap setting/);
  assert.throws(() => loadConfig({ ...keap, KEAP_TOKEN_URL: 'ftp://keap.example/token' }), /KEAP_TOKEN_URL: must start with http:\/\/ or https:\/\//);
  // Outside production the local CRM is the default, needing no word.
  assert.equal(keapSettingsOf(loadConfig({})), undefined);
});

test('Stripe takes all three keys or none (the sandbox provider)', () => {
  const keys = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };
  assert.equal(stripeSettingsOf(loadConfig({})), undefined);
  assert.deepEqual(stripeSettingsOf(loadConfig(keys)), { secretKey: 'sk_test_1', publishableKey: 'pk_test_1', webhookSecret: 'whsec_1', apiUrl: undefined });
  assert.throws(
    () => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' }),
    (error: unknown) => {
      assert.ok(error instanceof ConfigError);
      assert.match(error.message, /STRIPE_PUBLISHABLE_KEY: is required with the other Stripe keys/);
      assert.match(error.message, /STRIPE_WEBHOOK_SECRET: is required with the other Stripe keys/);
      assert.doesNotMatch(error.message, /STRIPE_SECRET_KEY/);
      return true;
    },
  );
});

test("map tiles: unset, The National Map's Map and Satellite layers with their credit, and their host in img-src; none turns a layer off", () => {
  const defaults = loadConfig({});
  assert.deepEqual(mapTilesOf(defaults), DEFAULT_MAP_TILES);
  assert.equal(DEFAULT_MAP_TILES.street.attribution, 'USGS The National Map');
  assert.deepEqual(mapTileImageSources(defaults), ['https://basemap.nationalmap.gov']);
  // The default layer keeps its URL when only its credit is reworded.
  assert.deepEqual(mapTilesOf(loadConfig({ MAP_SATELLITE_TILES_ATTRIBUTION: 'Imagery: USGS' })).satellite, { url: DEFAULT_MAP_TILES.satellite.url, attribution: 'Imagery: USGS' });

  const streetOnly = loadConfig({ MAP_TILES_URL: 'https://tiles.example.org/{z}/{x}/{y}.png', MAP_SATELLITE_TILES_URL: 'none' });
  assert.deepEqual(mapTilesOf(streetOnly), { street: { url: 'https://tiles.example.org/{z}/{x}/{y}.png', attribution: '' }, satellite: null });
  assert.deepEqual(mapTileImageSources(streetOnly), ['https://tiles.example.org']);
  const off = loadConfig({ MAP_TILES_URL: 'none', MAP_SATELLITE_TILES_URL: 'none' });
  assert.deepEqual(mapTilesOf(off), { street: null, satellite: null });
  assert.deepEqual(mapTileImageSources(off), []);
});

test('map tile URLs are Leaflet templates; their hosts become img-src sources, {s} as a wildcard', () => {
  const config = loadConfig({
    MAP_TILES_URL: 'https://{s}.Tile.Example.org/{z}/{x}/{y}.png',
    MAP_SATELLITE_TILES_URL: 'http://127.0.0.1:8080/sat/{z}/{y}/{x}',
    MAP_SATELLITE_TILES_ATTRIBUTION: 'Imagery © Example',
  });
  assert.deepEqual(mapTileImageSources(config), ['https://*.tile.example.org', 'http://127.0.0.1:8080']);
  assert.deepEqual(mapTilesOf(config).satellite, { url: 'http://127.0.0.1:8080/sat/{z}/{y}/{x}', attribution: 'Imagery © Example' });
  for (const bad of ['off', 'tile.example.org/{z}/{x}/{y}.png', 'https://tile.example.org/tiles.png', 'https://{r}.example.org/{z}/{x}/{y}.png', "https://a.example.org 'unsafe-inline'/{z}/{x}/{y}"]) {
    assert.throws(() => loadConfig({ MAP_TILES_URL: bad }), /MAP_TILES_URL: must be an http\(s\) tile URL template/, bad);
  }
});

/** The variables README.md's Configuration table names (a row may name several). */
function documentedVariables(readme: string): string[] {
  const section = readme.split(/^## Configuration$/m)[1]?.split(/^#{2,3} /m)[0] ?? '';
  const firstCells = section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .map((line) => line.split('|')[1] ?? '');
  return firstCells.flatMap((cell) => [...cell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1] ?? ''));
}

test('REQUEST_LIMIT_PER_MINUTE: 600 by default, 0 turns the limit off, a negative or fractional one stops the start', () => {
  assert.equal(loadConfig({}).REQUEST_LIMIT_PER_MINUTE, 600);
  assert.equal(loadConfig({ REQUEST_LIMIT_PER_MINUTE: '0' }).REQUEST_LIMIT_PER_MINUTE, 0);
  for (const bad of ['-1', '1.5', 'many']) assert.throws(() => loadConfig({ REQUEST_LIMIT_PER_MINUTE: bad }), /REQUEST_LIMIT_PER_MINUTE/, bad);
});

test("README.md's configuration table names exactly the variables the configuration reads", () => {
  const documented = documentedVariables(readFileSync(new URL('../../../README.md', import.meta.url), 'utf8'));
  const read = Object.keys(environmentSchema.shape);
  assert.ok(documented.length > 10, 'the table is found');
  assert.deepEqual(
    read.filter((name) => !documented.includes(name)),
    [],
    'read by apps/api/src/config.ts but missing from README.md Configuration',
  );
  assert.deepEqual(
    documented.filter((name) => !read.includes(name)),
    [],
    'in README.md Configuration but read by nothing',
  );
});
