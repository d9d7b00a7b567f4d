import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildSuiteApp } from './suite.test-support';

// DESIGN.md API: every text a client sends has a maximum length, stated in
// the shared zod schema (packages/domain), so the form and the server refuse
// the same megabyte. Read from the OpenAPI document, like the rest of the
// suite, so a route added later with an unbounded string fails here.

interface RequestSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  maxLength?: number;
  $ref?: string;
  properties?: Record<string, RequestSchema>;
  items?: RequestSchema;
  additionalProperties?: RequestSchema | boolean;
  anyOf?: RequestSchema[];
  oneOf?: RequestSchema[];
  allOf?: RequestSchema[];
}

interface OpenApiDocument {
  paths?: Record<string, Record<string, { parameters?: Array<{ in: string; name: string; schema?: RequestSchema }>; requestBody?: { content?: Record<string, { schema?: RequestSchema }> } }>>;
  components?: { schemas?: Record<string, RequestSchema> };
}

const isString = (schema: RequestSchema) => schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'));
// A value from a closed list, or a UUID, has its length by construction.
const isClosed = (schema: RequestSchema) => schema.enum !== undefined || schema.const !== undefined || schema.format === 'uuid';

function unboundedStrings(document: OpenApiDocument, schema: RequestSchema | undefined, path: string, found: string[], seen = new Set<string>()): void {
  if (!schema) return;
  if (schema.$ref) {
    if (seen.has(schema.$ref)) return;
    seen.add(schema.$ref);
    unboundedStrings(document, document.components?.schemas?.[schema.$ref.split('/').pop() ?? ''], path, found, seen);
    return;
  }
  if (isString(schema) && !isClosed(schema) && schema.maxLength === undefined) found.push(path);
  for (const alternative of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) unboundedStrings(document, alternative, path, found, seen);
  for (const [name, property] of Object.entries(schema.properties ?? {})) unboundedStrings(document, property, `${path}.${name}`, found, seen);
  if (schema.items) unboundedStrings(document, schema.items, `${path}[]`, found, seen);
  if (typeof schema.additionalProperties === 'object') unboundedStrings(document, schema.additionalProperties, `${path}.*`, found, seen);
}

describe('security suite: bounds', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildSuiteApp();
    await app.ready();
  });
  afterAll(() => app.close());

  test('every string a request carries (path, query, body) has a maximum length', () => {
    const document = app.swagger() as OpenApiDocument;
    const found: string[] = [];
    let checked = 0;
    for (const [route, operations] of Object.entries(document.paths ?? {})) {
      for (const [method, operation] of Object.entries(operations)) {
        const key = `${method.toUpperCase()} ${route}`;
        for (const parameter of operation.parameters ?? []) {
          checked += 1;
          unboundedStrings(document, parameter.schema, `${key} ${parameter.in} ${parameter.name}`, found);
        }
        for (const [contentType, content] of Object.entries(operation.requestBody?.content ?? {})) {
          checked += 1;
          unboundedStrings(document, content.schema, `${key} body (${contentType})`, found);
        }
      }
    }
    assert.ok(checked > 40, `the OpenAPI document names ${checked} request parts; is it being read?`);
    assert.deepEqual(found, [], `strings without a maximum length:\n${found.join('\n')}`);
  });
});
