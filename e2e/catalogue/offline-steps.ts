import type { Page } from '@playwright/test';

// Steps the offline catalogue journeys share.

/**
 * The first visit installs the service worker; the next load is answered by
 * it and refreshes the device's copy of the catalogue once its first screen
 * has settled, which the app keeps in IndexedDB in the background (lib/first-screen.ts):
 * well within the wait here. The offline steps that follow check it was kept.
 */
export async function downloadOfflineCatalogue(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const catalogueDownloaded = page.waitForResponse((response) => response.url().endsWith('/api/catalogue/offline') && response.ok());
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await catalogueDownloaded;
  await page.waitForTimeout(2_500);
}
