import { APP_PATHS } from '@labstore/domain';

// Issue 18: the order id in a pass's address (/pass/{orderId}), read without the router.
const PASS_PREFIX = APP_PATHS.labVisitPass.replace('$orderId', '');

export function passOrderId(pathname: string): string | null {
  if (!pathname.startsWith(PASS_PREFIX)) return null;
  const orderId = decodeURIComponent(pathname.slice(PASS_PREFIX.length).replace(/\/$/, ''));
  return orderId !== '' && !orderId.includes('/') ? orderId : null;
}
