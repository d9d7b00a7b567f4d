// The finder's entries in the read cache (plugins/read-cache.ts): whatever
// changes the centers publishes TEST_CENTERS_CACHE_PREFIX
// (app.readCache.publishChange) so every instance drops its answers.

export const TEST_CENTERS_CACHE_PREFIX = 'testcenters:';

/** The nearest `top` centers to a zip. */
export const testCentersCacheKey = (zip: string, top: number) => `${TEST_CENTERS_CACHE_PREFIX}${zip}:${top}`;
