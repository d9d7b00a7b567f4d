import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { describe, test } from 'vitest';
import { Ajv } from 'ajv';
import { configProblems, mappingOf, repositoryPath, unreadVariables, yamlDocuments } from './deploy-files.test-support';

// Issue 21: infra/compose.yaml cannot run here (no container engine); it is
// held to the Compose specification's own schema (schemas/README.md) and to
// the app it runs.
const COMPOSE_FILE = 'infra/compose.yaml';
const APP_DOCKERFILE = 'infra/Dockerfile';

const [compose] = yamlDocuments(COMPOSE_FILE);
const services = mappingOf(mappingOf(compose)?.services) ?? {};
const service = (name: string) => mappingOf(services[name]) ?? {};
/**
 * A value as compose interpolates it when the variable is unset: its
 * default (`${NAME:-default}`), or, for one the caller must set
 * (`${NAME:?message}`), a stand-in long enough for any length rule.
 */
const interpolated = (value: unknown) =>
  String(value)
    .replace(/\$\{\w+:-([^}]*)\}/g, '$1')
    .replace(/\$\{\w+:\?[^}]*\}/g, 'x'.repeat(64));

/** The services that run the app's image: built from infra/Dockerfile. */
const appServices = Object.keys(services).filter((name) => mappingOf(service(name).build)?.dockerfile === APP_DOCKERFILE);

describe(COMPOSE_FILE, () => {
  test('is valid against the Compose specification schema', () => {
    const schema = JSON.parse(readFileSync(repositoryPath('infra/deploy/schemas/compose-spec.json'), 'utf8')) as object;
    // Its $schema names draft-07 at an https address Ajv knows only as http://;
    // its union types (a number or an interpolated string) are by design.
    const ajv = new Ajv({ allErrors: true, validateSchema: false, allowUnionTypes: true, strictTypes: false });
    const validate = ajv.compile(schema);
    assert.ok(validate(compose), ajv.errorsText(validate.errors, { separator: '\n' }));
  });

  test('runs the migration once, then three instances that do not migrate, behind nginx, with PostgreSQL and Redis', () => {
    assert.deepEqual(appServices.sort(), ['app', 'migrate']);
    for (const name of ['postgres', 'redis', 'nginx']) assert.ok(services[name], `a ${name} service`);
    assert.equal(mappingOf(service('app').deploy)?.replicas, 3);
    assert.deepEqual(mappingOf(service('app').depends_on)?.migrate, { condition: 'service_completed_successfully' });
    assert.equal(mappingOf(service('app').environment)?.MIGRATE_ON_START, 'false');
    assert.deepEqual(service('migrate').command, ['node', '--enable-source-maps', 'apps/api/dist/migrate.js']);
    assert.equal(service('migrate').restart, 'no');
    assert.deepEqual(mappingOf(service('nginx').depends_on)?.app, { condition: 'service_healthy' });
  });

  test('the app services set only variables config.ts reads, and build from files that exist', () => {
    for (const name of appServices) {
      const environment = mappingOf(service(name).environment);
      assert.ok(environment, `${name}: environment as a mapping`);
      assert.deepEqual(unreadVariables(Object.keys(environment)), [], `${name} sets variables apps/api/src/config.ts does not read`);
      const values = Object.fromEntries(Object.entries(environment).map(([variable, value]) => [variable, interpolated(value)]));
      assert.deepEqual(configProblems(values), [], `${name}: values config.ts accepts once interpolated`);
      const build = mappingOf(service(name).build) ?? {};
      const context = new URL(`${String(build.context)}/`, new URL(`file://${repositoryPath(COMPOSE_FILE)}`));
      assert.equal(context.pathname, repositoryPath(''), `${name}: the build context is the repository root`);
      assert.ok(existsSync(repositoryPath(String(build.dockerfile))));
    }
    for (const volume of [service('nginx').volumes].flat()) {
      const [source = ''] = String(volume).split(':');
      if (source.startsWith('.')) assert.ok(existsSync(repositoryPath(`infra/${source}`)), `nginx mounts ${source}, which exists`);
    }
  });
});
