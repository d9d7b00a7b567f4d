import { fileURLToPath } from 'node:url';
import type { OfflineProduct } from '@labstore/domain';
import { offlineProduct } from '@labstore/domain/testing';
import { chromium } from 'playwright-core';
import { bundlePageHarness } from './page-harness';
import { panelProducts } from '../../packages/db/src/seed/data/panels';
import { hormonesNutritionProducts } from '../../packages/db/src/seed/data/products-hormones-nutrition';
import { specialtyProducts } from '../../packages/db/src/seed/data/products-specialty';
import { wellnessProducts } from '../../packages/db/src/seed/data/products-wellness';
import type { SeedProduct } from '../../packages/db/src/seed/data/types';
import { percentile } from './percentile';

// `npm run bench` (offline part), issue 10: the storefront's offline search
// over 1,000 products, in Debian's Chromium with the CPU throttled 4x (a
// phone-class CPU), against the 50 ms target. The code measured is the
// shared rule set itself (packages/domain offline-catalogue.ts), bundled as
// the web app bundles it; the times are printed as ratios to the target.

const PRODUCTS = 1_000;
const CPU_SLOWDOWN = 4;
const TARGET_MS = 50;
const ROUNDS = 5;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ENTRY = fileURLToPath(new URL('../../packages/domain/src/offline-catalogue.ts', import.meta.url));

// Copies of the seed with a word of their own, so the vocabulary grows with
// the catalogue as a real one would (typo correction's cost grows with it).
const VARIANT_WORDS = ['', 'Comprehensive', 'Extended', 'Pediatric', 'Fasting', 'Quantitative', 'Screening', 'Advanced'];

function toOfflineProduct(seed: SeedProduct, variant: number): OfflineProduct {
  const suffix = VARIANT_WORDS[variant % VARIANT_WORDS.length] ?? '';
  return offlineProduct({
    id: `${seed.slug}-${variant}`,
    name: suffix ? `${seed.name} ${suffix}${variant >= VARIANT_WORDS.length ? ` ${variant}` : ''}` : seed.name,
    masterPrice: seed.priceCents / 100,
    marketPrice: seed.marketPriceCents / 100,
    cpt: seed.cpt,
    productType: seed.productType,
    questCode: variant === 0 ? seed.questCode : null,
    labCode: seed.labCodes,
    categoryId: seed.categorySlug,
    tags: seed.tags,
    searchPriority: seed.searchPriority,
  });
}

function thousandProducts(): OfflineProduct[] {
  const seed = [...panelProducts, ...hormonesNutritionProducts, ...specialtyProducts, ...wellnessProducts];
  return Array.from({ length: PRODUCTS }, (_, at) => toOfflineProduct(seed[at % seed.length]!, Math.floor(at / seed.length)));
}

/** Terms shoppers type, and for each word of the catalogue a typo never searched before (the slowest path: no match, then correction). */
function terms(products: readonly OfflineProduct[]): { plain: string[]; typos: string[] } {
  const plain = ['lipid', 'cholesterol', 'vitamin d', 'a1c', 'thyroid', 'TSH', 'testosterone', '80061', 'LDL', 'ferritin', 'hepatitis', 'panel'];
  const words = [...new Set(products.flatMap((product) => product.name.toLowerCase().match(/[a-z]{6,}/g) ?? []))].slice(0, 60);
  const typos = words.map((word, at) => `${word.slice(0, 2 + (at % 3))}${'aeiou'[at % 5]}${word.slice(3 + (at % 3))}`);
  return { plain, typos };
}

// The page's side, bundled with the rules rather than passed to evaluate():
// tsx's transform would add helpers the page does not have.
const PAGE_HARNESS = `
import { indexOfflineCatalogue, offlineSearchPage } from ${JSON.stringify(ENTRY)};
globalThis.runOfflineSearchBench = ({ catalogue, plainTerms, typoTerms, rounds }) => {
  const started = performance.now();
  const index = indexOfflineCatalogue(catalogue);
  const indexMs = performance.now() - started;
  const time = (term) => {
    const at = performance.now();
    offlineSearchPage(index, term, 0, 10);
    return performance.now() - at;
  };
  const plain = [];
  for (let round = 0; round < rounds; round++) for (const term of plainTerms) plain.push(time(term));
  // Each typo once: nothing of it may be warm from an earlier round.
  const typos = typoTerms.map(time);
  return { indexMs, plain, typos };
};
`;

interface Timings {
  indexMs: number;
  plain: number[];
  typos: number[];
}

function row(name: string, samples: readonly number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const [median, p95, max] = [percentile(sorted, 0.5), percentile(sorted, 0.95), sorted.at(-1) ?? Number.NaN];
  return `${name.padEnd(34)} median ${median.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  max ${max.toFixed(1).padStart(6)} ms  p95/target ${(p95 / TARGET_MS).toFixed(2)}`;
}

async function main(): Promise<void> {
  const products = thousandProducts();
  const { plain, typos } = terms(products);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const page = await browser.newPage();
    await page.addScriptTag({ content: await bundlePageHarness(PAGE_HARNESS) });
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const timings = await page.evaluate(
      (input) => (globalThis as unknown as { runOfflineSearchBench(run: typeof input): Timings }).runOfflineSearchBench(input),
      { catalogue: { products, categories: [] }, plainTerms: plain, typoTerms: typos, rounds: ROUNDS },
    );
    await devtools.detach();
    report(timings);
  } finally {
    await browser.close();
  }
}

function report({ indexMs, plain, typos }: Timings): void {
  console.log(`\noffline search (packages/domain rules) over ${PRODUCTS} products in Chromium, CPU throttled ${CPU_SLOWDOWN}x; target ${TARGET_MS} ms a search`);
  console.log(`${'index build (once per app start)'.padEnd(34)} ${indexMs.toFixed(1)} ms`);
  console.log(row(`plain terms (${plain.length})`, plain));
  console.log(row(`typos never searched (${typos.length})`, typos));
}

await main();
