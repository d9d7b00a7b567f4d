import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/**
 * A browser benchmark's page side (a module that imports the code measured
 * and puts a function on globalThis), bundled as the web app bundles it, for
 * page.addScriptTag: code passed to page.evaluate would carry tsx's helpers,
 * which the page does not have.
 */
export async function bundlePageHarness(source: string): Promise<string> {
  const result = await build({
    stdin: { contents: source, resolveDir: fileURLToPath(new URL('.', import.meta.url)), loader: 'js' },
    bundle: true,
    format: 'iife',
    minify: true,
    write: false,
    target: 'es2022',
  });
  const [bundle] = result.outputFiles;
  if (!bundle) throw new Error('esbuild wrote no bundle');
  return bundle.text;
}
