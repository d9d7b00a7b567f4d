import { clientConfigSchema, type ClientConfig } from '@labstore/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http-client';

// spec/02 2.11: the map's tile layers come from the server's configuration
// (MAP_TILES_URL, MAP_SATELLITE_TILES_URL; GET /api/app/config), never from
// constants in the app. A key of its own: the idle timers read the same call
// with a narrower schema, which would drop these fields from a shared entry.

export type MapTiles = ClientConfig['mapTiles'];

const NO_TILES: MapTiles = { street: null, satellite: null };

/**
 * The configured tile layers; undefined while the call is on its way (the
 * map then says nothing of its background yet), none when it fails or waits
 * for a network (the markers show anyway).
 */
export function useMapTiles(): MapTiles | undefined {
  const query = useQuery({
    queryKey: ['appConfig', 'mapTiles'],
    queryFn: ({ signal }) => http.request('/api/app/config', { schema: clientConfigSchema, signal, silent: true }).then((config) => config.mapTiles),
    staleTime: Infinity,
  });
  if (query.isPending && query.fetchStatus === 'fetching') return undefined;
  return query.data ?? NO_TILES;
}
