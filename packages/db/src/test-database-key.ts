import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const sourceDirectory = dirname(fileURLToPath(import.meta.url));

/** The repository's root, for the snapshot cache under node_modules/.cache. */
export const repositoryRoot = join(sourceDirectory, '..', '..', '..');

async function sourceFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) return sourceFiles(path);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
    }),
  );
  return nested.flat();
}

let cachedKey: Promise<string> | undefined;

/**
 * Names what a prepared test database holds: every source file of this
 * package (migrations, seed and its data, the code that builds the snapshot)
 * and the PGlite release, whose data folder format can change between
 * versions. Any edit there gives a new key, so a stale snapshot is never used.
 */
export function testDatabaseKey(): Promise<string> {
  cachedKey ??= (async () => {
    const hash = createHash('sha256');
    const files = (await sourceFiles(sourceDirectory)).sort();
    for (const file of files) {
      hash.update(relative(sourceDirectory, file)).update('\0').update(await readFile(file)).update('\0');
    }
    // The package does not export its package.json; it sits above dist/.
    // (require.resolve: Vitest's module runner has no import.meta.resolve.)
    const pglitePackage = join(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '..', 'package.json');
    const { version } = JSON.parse(await readFile(pglitePackage, 'utf8')) as { version: string };
    hash.update(`pglite ${version}`);
    return hash.digest('hex').slice(0, 16);
  })();
  return cachedKey;
}
