import * as z from 'zod/mini';

/**
 * GET /api/app/config: the settings the web app reads at start. The idle
 * timers (spec/01 4, 9) come from the server's configuration, never from
 * constants in the app. zod/mini: in the storefront's first load.
 */
export const clientConfigSchema = z.object({
  idleWarningSeconds: z.int().check(z.positive()),
  idleCountdownSeconds: z.int().check(z.positive()),
  keepAliveSeconds: z.int().check(z.positive()),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
