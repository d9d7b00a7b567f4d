import { cartSchema, type Cart } from '@labstore/domain';
import { expect, type Page } from '@playwright/test';

// What the cart journeys share: the cart as the server holds it, read
// through the API as any client would, and the order id the page keeps.

/** The order id the page stored (spec/01 3 local order info, localStorage). */
export async function storedOrderId(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('orderInfo');
    return raw ? (JSON.parse(raw) as { orderId: string }).orderId : null;
  });
}

/** GET /api/order/get/{id}: a guest's cart is reached by its id alone, a customer's with their token. */
export async function serverCart(baseUrl: string, orderId: string, token?: string): Promise<Cart> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${baseUrl}/api/order/get/${orderId}`, { headers });
  if (!response.ok) throw new Error(`GET cart ${orderId}: ${response.status} ${await response.text()}`);
  return cartSchema.parse(await response.json());
}

/** The product names of the server cart's lines, sorted. */
export const lineNames = (cart: Cart): string[] => cart.items.map((item) => item.product.name).sort();

/** How many edits wait in the page's outbox (entities/cart/cart-db.ts); -1 before the database exists. */
function outboxSize(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const opening = indexedDB.open('labstore-cart');
        opening.onerror = () => resolve(-1);
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains('outbox')) {
            db.close();
            resolve(-1);
            return;
          }
          const counting = db.transaction('outbox').objectStore('outbox').count();
          counting.onsuccess = () => {
            db.close();
            resolve(counting.result);
          };
          counting.onerror = () => resolve(-1);
        };
      }),
  );
}

/** Waits until the page's outbox is empty: every edit reached the server (or was refused by it). */
export async function waitForSynced(page: Page, timeoutMs = 60_000): Promise<void> {
  await expect.poll(() => outboxSize(page), { message: 'the cart outbox is empty', timeout: timeoutMs, intervals: [250] }).toBe(0);
}

/** Installs the service worker and lets it control the page, so the app opens with no network. */
export async function installServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The records of one store of the cart's database (entities/cart/cart-records.ts), read as any script of the origin could. */
export function cartDbRecords(page: Page, store: 'outbox' | 'handoff' | 'reports'): Promise<unknown[]> {
  return page.evaluate(
    (name) =>
      new Promise<unknown[]>((resolve, reject) => {
        const opening = indexedDB.open('labstore-cart');
        opening.onerror = () => reject(new Error('the cart database did not open'));
        opening.onsuccess = () => {
          const db = opening.result;
          const reading = db.transaction(name).objectStore(name).getAll();
          reading.onsuccess = () => {
            db.close();
            resolve(reading.result as unknown[]);
          };
          reading.onerror = () => reject(new Error(`${name} could not be read`));
        };
      }),
    store,
  );
}
