import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test, type Browser, type Page } from '@playwright/test';

// Debian's Chromium: browser downloads are not possible here (README, .ci/run).
// playwright.config.ts launches it with these for every project.
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run', '--disable-component-update', '--disable-sync'],
};

export const VIEWPORTS = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 900 },
} as const;

/** For a journey that runs at each screen size: once in each project (playwright.config.ts). */
export const EACH_SIZE = { tag: '@each-size' };
/** For a journey written for the phone only: the phone project's. */
export const PHONE_ONLY = { tag: '@phone' };

/** The running project's screen: its name, for screenshot names, and its size. */
export function projectScreen(): { size: string; viewport: { width: number; height: number } } {
  const size = test.info().project.name;
  return { size, viewport: size === 'phone' ? VIEWPORTS.phone : VIEWPORTS.desktop };
}

/** A new page of the given size, opened at `url`. */
export async function newPageAt(browser: Browser, viewport: { width: number; height: number }, url: string): Promise<Page> {
  const page = await browser.newPage({ viewport });
  await page.goto(url);
  return page;
}

/**
 * The worker's browser outlives a file: what a file opened goes with it, as
 * closing the browser did when each file launched its own.
 */
export async function closeContexts(browser: Browser | undefined): Promise<void> {
  await Promise.all((browser?.contexts() ?? []).map((context) => context.close()));
}

const SCREENSHOT_DIR = fileURLToPath(new URL('../screenshots/', import.meta.url));

/** Full-page screenshots land in e2e/screenshots/ (ignored by git) for people to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOT_DIR}${name}.png`, fullPage: true });
}
