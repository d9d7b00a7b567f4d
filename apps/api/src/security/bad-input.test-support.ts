import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { DocumentedRoute, JsonSchema } from './suite.test-support';

// Test support: generated bad input for any route, from what the OpenAPI
// document says it takes (path and query parameters, body properties).

const MEGABYTE = 1024 * 1024;

/**
 * Issue 14: names an object answers from its prototype. Sent in every
 * string a route takes, they find a lookup that indexes a plain object with
 * client input ('__proto__' once paid for an order as a payment method).
 */
export const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', '__defineGetter__'] as const;
const DEEP = 10_000;

/** Any UTF-16 code unit, so lone surrogates come up as often as anything else. */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit));

const nastyText = fc.oneof(
  // What PostgreSQL cannot store, most often: it is what once answered 500.
  { arbitrary: fc.constantFrom('\u0000', 'a\u0000b', '\uD800', 'x\uDFFFy', 'Ana\u0000', '\uDBFF\uDBFF'), weight: 4 },
  { arbitrary: fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDFFFy',
    '\uDBFF\uDBFF',
    '\u0001\u0008\u001b\u007f\u0085',
    '\u202Etxt.exe',
    '\uFEFF',
    '%00',
    '../../../etc/passwd',
    "' or '1'='1' --",
    '<script>alert(1)</script>',
    '${{7*7}}',
    '',
    ' ',
    ...PROTOTYPE_NAMES,
    'NaN',
    '-1',
    '1e309',
    '99999999999999999999999999',
    '00000000-0000-0000-0000-000000000000',
    'true',
    'null',
  ), weight: 4 },
  { arbitrary: fc.string({ unit: codeUnit, maxLength: 40 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 200 }), weight: 2 },
  { arbitrary: fc.constantFrom('x'.repeat(MEGABYTE), 'é'.repeat(MEGABYTE / 2), `${'\u0000'.repeat(1000)}${'y'.repeat(MEGABYTE)}`), weight: 1 },
);

const nastyNumber = fc.oneof(
  fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, -(2 ** 63), 2 ** 64, -0, 0.1, 1e-320),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const { value: nastyValue } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyText,
    nastyNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', 'isAdmin', 'userId', 'id'), fc.string({ maxLength: 8 })), tie('value'), { maxKeys: 4 }),
  ),
}));

// JSON that JSON.stringify cannot write: nesting past any recursion limit, and
// keys that would pollute prototypes if a parser or merge honoured them.
const rawJson = fc.constantFrom(
  `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`,
  `${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}`,
  '{"__proto__":{"isAdmin":true,"role_id":1}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":1,"a":2}',
  '{',
  '',
  'null',
  '[]',
  '"\\u0000"',
  '{"search":"\\ud800"}',
  '1e999999',
);

// A value the schema accepts, so that one bad field is all that is wrong
// and the request gets past validation of the others to the code behind it.
function exampleOf(schema: JsonSchema | undefined): unknown {
  if (!schema) return null;
  const alternative = schema.oneOf?.[0] ?? schema.anyOf?.[0] ?? schema.allOf?.[0];
  if (alternative) return exampleOf(alternative);
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, property]) => [name, exampleOf(property)]));
    case 'array':
      return [];
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'string':
      return { email: 'someone@example.com', uuid: '5f0c2a4e-1c9b-4c1e-9d7a-2b1e0f3a4c5d', 'date-time': '1990-05-07T00:00:00.000Z', date: '1990-05-07' }[schema.format ?? ''] ?? 'text';
    default:
      return null;
  }
}

/** Paths to every leaf of an example body: 'homeAddress.city'. */
function leavesOf(value: unknown, prefix: string[] = []): string[][] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return prefix.length > 0 ? [prefix] : [];
  return Object.entries(value).flatMap(([key, child]) => leavesOf(child, [...prefix, key]));
}

function withLeaf(value: unknown, path: string[], leaf: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined || value === null || typeof value !== 'object') return leaf;
  return { ...value, [head]: withLeaf((value as Record<string, unknown>)[head], rest, leaf) };
}

interface BadBody {
  payload: string;
  contentType: string | undefined;
}

function bodies(route: DocumentedRoute): fc.Arbitrary<BadBody> {
  const json = (value: unknown): BadBody => ({ payload: JSON.stringify(value) ?? 'null', contentType: 'application/json' });
  const fields = route.bodyProperties ?? [];
  const example = exampleOf(route.bodySchema);
  const leaves = leavesOf(example);
  return fc.oneof(
    // A body the route accepts but for one field.
    leaves.length > 0
      ? fc.tuple(fc.constantFrom(...leaves), fc.oneof({ arbitrary: nastyText, weight: 3 }, { arbitrary: nastyValue, weight: 1 })).map(([path, leaf]) => json(withLeaf(example, path, leaf)))
      : nastyValue.map(json),
    // The route's own fields, each holding something it should refuse.
    fields.length > 0 ? fc.record(Object.fromEntries(fields.map((field) => [field, nastyValue])), { requiredKeys: [] }).map(json) : nastyValue.map(json),
    nastyValue.map(json),
    rawJson.map((payload) => ({ payload, contentType: 'application/json' })),
    fc.record({
      payload: fc.oneof(nastyText, fc.constant('a=%00&__proto__[isAdmin]=true&password[]=x')),
      contentType: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'application/json; charset=utf-16', undefined),
    }),
  );
}

// encodeURIComponent throws on a lone surrogate; a client can still send its
// bytes (CESU-8), which is exactly what the server must survive.
const LONE_SURROGATE = /([\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF])/;

function encodeLoosely(text: string): string {
  return text
    .split(LONE_SURROGATE)
    .map((part, index) => {
      if (index % 2 === 0) return encodeURIComponent(part);
      const unit = part.charCodeAt(0);
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    })
    .join('');
}

/** One bad request for the route: each of its parameters and its body chosen to be refused. */
export function badRequests(route: DocumentedRoute): fc.Arbitrary<InjectOptions> {
  const pathValues = fc.record(Object.fromEntries(route.pathParams.map((name) => [name, nastyText])));
  const queryValues = fc.record(
    Object.fromEntries([...route.queryParams, '__proto__'].map((name) => [name, fc.oneof(nastyText, fc.array(nastyText, { minLength: 2, maxLength: 3 }))])),
    { requiredKeys: [] },
  );
  const body = route.bodyProperties === undefined ? fc.constant(undefined) : fc.option(bodies(route), { nil: undefined, freq: 8 });
  return fc.tuple(pathValues, queryValues, body).map(([path, query, badBody]) => {
    const pairs = Object.entries(query).flatMap(([name, value]) => [value ?? ''].flat().map((item) => `${encodeLoosely(name)}=${encodeLoosely(item)}`));
    const url = `${route.path.replace(/\{([^}]+)\}/g, (_match, name: string) => encodeLoosely(path[name] ?? ''))}${pairs.length > 0 ? `?${pairs.join('&')}` : ''}`;
    const request: InjectOptions = { method: route.method as InjectOptions['method'], url };
    if (badBody) {
      request.payload = badBody.payload;
      if (badBody.contentType) request.headers = { 'content-type': badBody.contentType };
    }
    return request;
  });
}

/** A request the route takes: the suite's sample for the owner, or one built from its schema. */
export interface RouteSample {
  url: string;
  payload?: Record<string, unknown> | undefined;
}

/** The route's example request when it declares no sample: placeholder ids, a body its schema accepts. */
export function schemaSample(route: DocumentedRoute, placeholderUrl: (path: string) => string): RouteSample {
  const body = route.bodyProperties === undefined ? undefined : exampleOf(route.bodySchema);
  return { url: placeholderUrl(route.path), payload: body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined };
}

/**
 * Every prototype name in every string of a request that otherwise passes:
 * each body leaf and each query parameter (the route's own and its sample's),
 * one at a time, so the name reaches the code behind the validation.
 */
export function prototypeNameVariants(route: DocumentedRoute, sample: RouteSample): InjectOptions[] {
  const method = route.method as InjectOptions['method'];
  const [path = '', query = ''] = sample.url.split('?');
  const params = new URLSearchParams(query);
  const queryNames = [...new Set([...params.keys(), ...route.queryParams])];
  const variants: InjectOptions[] = [];
  for (const name of PROTOTYPE_NAMES) {
    for (const leaf of sample.payload ? leavesOf(sample.payload) : []) {
      variants.push({ method, url: sample.url, payload: JSON.stringify(withLeaf(sample.payload, leaf, name)), headers: { 'content-type': 'application/json' } });
    }
    for (const queryName of queryNames) {
      const changed = new URLSearchParams(params);
      changed.set(queryName, name);
      variants.push({ method, url: `${path}?${changed.toString()}`, ...(sample.payload ? { payload: sample.payload } : {}) });
    }
  }
  return variants;
}
