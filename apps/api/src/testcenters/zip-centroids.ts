import { createRequire } from 'node:module';

// spec/02 2.11: a search starts at the searched zip's centroid, from the
// `zipcodes` package (the seed places the centers at its centroids too).

export interface Centroid {
  latitude: number;
  longitude: number;
}

interface ZipcodesEntry {
  zip: string;
  latitude: number;
  longitude: number;
}

interface ZipcodesModule {
  codes: Record<string, ZipcodesEntry>;
}

const require = createRequire(import.meta.url);
let centroids: ReadonlyMap<string, Centroid> | undefined;

/**
 * Built on the first search, not at start: the package takes about a second
 * and 28 MB of city records to load. Only the 5-digit zips' coordinates are
 * kept (a few MB), and the package is dropped from the require cache so its
 * records can be collected.
 */
function loadCentroids(): ReadonlyMap<string, Centroid> {
  const { codes } = require('zipcodes') as ZipcodesModule;
  const loaded = new Map<string, Centroid>();
  for (const entry of Object.values(codes)) {
    if (/^\d{5}$/.test(entry.zip)) loaded.set(entry.zip, { latitude: entry.latitude, longitude: entry.longitude });
  }
  for (const path of Object.keys(require.cache)) {
    if (path.includes('/node_modules/zipcodes/')) delete require.cache[path];
  }
  return loaded;
}

/** The zip's centroid; undefined for a zip no one has (spec/02 2.11: nothing found). */
export function zipCentroid(zip: string): Centroid | undefined {
  centroids ??= loadCentroids();
  return centroids.get(zip);
}
