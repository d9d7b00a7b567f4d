/** The catalogue's public answers: fresh for a minute, then served stale while the read cache refreshes them. */
export const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=600';
