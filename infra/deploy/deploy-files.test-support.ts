import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';
import { environmentSchema } from '../../apps/api/src/config';

/** The repository's root folder, with a trailing slash. */
export const REPOSITORY_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** A repository file's path from its repository-relative name. */
export const repositoryPath = (relative: string): string => `${REPOSITORY_ROOT}${relative}`;

/** Every variable apps/api/src/config.ts reads: the only ones a deployment file may set (the README-truth rule). */
export const CONFIG_VARIABLES: ReadonlySet<string> = new Set(Object.keys(environmentSchema.shape));

/** The problems config.ts finds in these settings' values (the production rules aside: they need the secrets too). */
export function configProblems(settings: Record<string, unknown>): string[] {
  const parsed = environmentSchema.safeParse(settings);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

/** The names among `names` that config.ts does not read. */
export const unreadVariables = (names: Iterable<string>): string[] => [...names].filter((name) => !CONFIG_VARIABLES.has(name));

/** The app's health routes and port, as apps/api/src/health and config.ts define them. */
export const LIVENESS_PATH = '/health';
export const READINESS_PATH = '/ready';
export const APP_PORT = environmentSchema.shape.PORT.parse(undefined);

/** Every YAML document of a file, parsed; a syntax error fails with the file's name. */
export function yamlDocuments(relative: string): unknown[] {
  const documents = parseAllDocuments(readFileSync(repositoryPath(relative), 'utf8'));
  return documents.map((document) => {
    if (document.errors.length > 0) throw new Error(`${relative}: ${document.errors.map((error) => error.message).join('; ')}`);
    return document.toJS() as unknown;
  });
}

/** A plain object (a YAML mapping), or undefined. */
export function mappingOf(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}
