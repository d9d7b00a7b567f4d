import type { AppConfig } from '../config';

/** PUBLIC_URL, or the local server when it is not set. */
export function publicUrlOf(config: AppConfig): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
}
