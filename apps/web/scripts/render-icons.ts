// Draws the labstore mark (src/components/ui/logo-geometry.ts) as the PWA's
// icons: favicon.svg, and PNGs rendered by Chromium for the manifest and iOS.
// Run after changing the mark:  npx tsx apps/web/scripts/render-icons.ts
// (needs Debian's /usr/bin/chromium; the PNGs are committed).
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import {
  BRAND_LIQUID,
  BRAND_TEAL,
  FLASK_BUBBLES,
  FLASK_LIQUID,
  FLASK_OUTLINE,
  MARK_TILE,
} from '../src/components/ui/logo-geometry';

const PUBLIC_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');

interface IconSpec {
  file: string;
  size: number;
  /** Tile: the rounded mark on transparency. Full bleed: edge-to-edge teal, for masks and iOS. */
  shape: 'tile' | 'full-bleed';
  /** How much of the tile the flask fills; maskable icons keep it inside the 80% safe circle. */
  flaskScale: number;
}

const ICONS: readonly IconSpec[] = [
  { file: 'icons/icon-192.png', size: 192, shape: 'tile', flaskScale: 1 },
  { file: 'icons/icon-512.png', size: 512, shape: 'tile', flaskScale: 1 },
  { file: 'icons/icon-512-maskable.png', size: 512, shape: 'full-bleed', flaskScale: 0.78 },
  { file: 'apple-touch-icon.png', size: 180, shape: 'full-bleed', flaskScale: 0.85 },
];

function markSvg(size: number, shape: IconSpec['shape'], flaskScale: number): string {
  const { size: grid, radius } = MARK_TILE;
  const centre = grid / 2;
  const bubbles = FLASK_BUBBLES.map(([cx, cy, r]) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${BRAND_LIQUID}"/>`).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${grid} ${grid}" width="${size}" height="${size}">`,
    `<rect width="${grid}" height="${grid}" rx="${shape === 'tile' ? radius : 0}" fill="${BRAND_TEAL}"/>`,
    `<g transform="translate(${centre} ${centre}) scale(${flaskScale}) translate(${-centre} ${-centre})">`,
    `<path d="${FLASK_LIQUID}" fill="${BRAND_LIQUID}"/>${bubbles}`,
    `<path d="${FLASK_OUTLINE}" fill="none" stroke="#fff" stroke-width="1.9" stroke-linecap="round" stroke-linejoin="round"/>`,
    '</g></svg>',
  ].join('');
}

async function main(): Promise<void> {
  await writeFile(join(PUBLIC_DIR, 'favicon.svg'), `${markSvg(32, 'tile', 1)}\n`);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    for (const icon of ICONS) {
      await page.setViewportSize({ width: icon.size, height: icon.size });
      await page.setContent(`<body style="margin:0;background:transparent">${markSvg(icon.size, icon.shape, icon.flaskScale)}</body>`);
      const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: icon.size, height: icon.size } });
      await mkdir(dirname(join(PUBLIC_DIR, icon.file)), { recursive: true });
      await writeFile(join(PUBLIC_DIR, icon.file), png);
      console.log(`wrote public/${icon.file} (${icon.size}px)`);
    }
  } finally {
    await browser.close();
  }
}

await main();
