import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ProfileResponse } from '@labstore/domain';
import type { FastifyInstance } from 'fastify';
import { createAdmin, createCustomer, GENEROUS_LIMITS, type Customer } from '../accounts/accounts.test-fixtures';
import { buildTestApp } from '../testing/test-app';
import { createOwnedCommerce } from './commerce.test-support';
import { TEST_JWT_SECRET } from './forged-tokens.test-support';
import type { ResourceOwner } from './route-declaration.test-support';

// Test support for the security suite: the app as it runs, its routes as the
// OpenAPI document states them, and accounts made through the API.

export interface DocumentedRoute {
  /** 'GET /api/profile/get/{id}', the key of ROUTE_ACCESS. */
  key: string;
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  /** The JSON body's top-level properties, when the route takes a body. */
  bodyProperties: string[] | undefined;
  /** The JSON body's schema, as the OpenAPI document gives it. */
  bodySchema: JsonSchema | undefined;
}

/** The parts of a JSON schema the suite reads to build a body the route accepts. */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

interface OpenApiOperation {
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

function propertiesOf(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  const alternatives = [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])];
  return [...new Set([...Object.keys(schema.properties ?? {}), ...alternatives.flatMap(propertiesOf)])];
}

/** The routes of the OpenAPI document, so a route added later is covered without anyone listing it. */
export function documentedRoutes(app: FastifyInstance): DocumentedRoute[] {
  const document = app.swagger() as { paths?: Record<string, Record<string, OpenApiOperation>> };
  const routes: DocumentedRoute[] = [];
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      const parameters = operation.parameters ?? [];
      const body = operation.requestBody?.content?.['application/json'];
      routes.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name),
        queryParams: parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name),
        bodyProperties: operation.requestBody ? propertiesOf(body?.schema) : undefined,
        bodySchema: body?.schema,
      });
    }
  }
  return routes;
}

/** The path with each parameter replaced (URL-encoded) by what `valueOf` gives. */
export function fillPath(path: string, valueOf: (name: string) => string): string {
  return path.replace(/\{([^}]+)\}/g, (_match, name: string) => encodeURIComponent(valueOf(name)));
}

/** A plausible id for every path parameter: the route is reached, the resource does not exist. */
export function placeholderUrl(path: string): string {
  return fillPath(path, () => randomUUID());
}

/** The built web app, reduced to what the headers checks need. */
export function writeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'labstore-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><title>labstore</title><script type="module" src="/assets/app-1a2b3c.js"></script></head><body><div id="root"></div></body></html>');
  writeFileSync(join(dir, 'assets', 'app-1a2b3c.js'), 'console.log("labstore");\n');
  return dir;
}

/** The real app, with the suite's JWT secret and limits only the rate-limit tests meet. */
export function buildSuiteApp(environment: Record<string, string> = {}): Promise<FastifyInstance> {
  return buildTestApp({ seed: false, environment: { ...GENEROUS_LIMITS, JWT_SECRET: TEST_JWT_SECRET, ...environment } });
}

export interface SuiteAccount extends ResourceOwner {
  headers: { authorization: string };
  /** The session behind `headers`, for tokens forged on it. */
  sessionId: string;
}

async function withProfile(app: FastifyInstance, account: Customer): Promise<SuiteAccount> {
  const response = await app.inject({ method: 'GET', url: `/api/profile/get/${account.token.profileId}`, headers: account.headers });
  if (response.statusCode !== 200) throw new Error(`profile of ${account.email}: ${response.statusCode} ${response.body}`);
  const { sid } = JSON.parse(Buffer.from(account.token.access_token.split('.')[1] ?? '', 'base64url').toString()) as { sid: string };
  const owned = await createOwnedCommerce(app, account.headers, account.userId);
  return { userId: account.userId, email: account.email, headers: account.headers, sessionId: sid, profile: response.json<ProfileResponse>(), ...owned };
}

/** A customer registered, confirmed and signed in through the API, with their profile. */
export async function createSuiteCustomer(app: FastifyInstance, firstName = 'ana'): Promise<SuiteAccount> {
  return withProfile(app, await createCustomer(app, { firstName }));
}

/** The administrator, signed in through /Token. */
export async function createSuiteAdmin(app: FastifyInstance): Promise<{ userId: string; headers: { authorization: string } }> {
  const admin = await createAdmin(app);
  return { userId: admin.userId, headers: admin.headers };
}

/** A fresh session of an account (as profiles.test-fixtures signs in), so a route that ends sessions cannot end the suite's. */
export async function freshSession(app: FastifyInstance, userId: string): Promise<{ authorization: string }> {
  const session = await app.db
    .insertInto('sessions')
    .values({ user_id: userId, expires_at: new Date(Date.now() + 3_600_000) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { authorization: `Bearer ${app.jwt.sign({ sid: session.id, sub: userId })}` };
}
