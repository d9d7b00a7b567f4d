import * as z from 'zod/mini';

/** A map tile layer: a Leaflet URL template and its attribution, plain text (spec/02 2.11). */
const mapTileLayerSchema = z.nullable(z.object({ url: z.string(), attribution: z.string() }));

/**
 * GET /api/app/config: the settings the web app reads at start. The idle
 * timers (spec/01 4, 9) come from the server's configuration, never from
 * constants in the app. zod/mini: in the storefront's first load.
 */
export const clientConfigSchema = z.object({
  idleWarningSeconds: z.int().check(z.positive()),
  idleCountdownSeconds: z.int().check(z.positive()),
  keepAliveSeconds: z.int().check(z.positive()),
  /** The test center map's street and satellite tiles; null where the server has none configured (markers only). */
  mapTiles: z.object({ street: mapTileLayerSchema, satellite: mapTileLayerSchema }),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
