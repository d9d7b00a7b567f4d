import type { Database } from '@labstore/db';
import { sql, type Kysely } from 'kysely';
import type { Centroid } from './zip-centroids';

/** The mean Earth radius in statute miles (IUGG), for great-circle distances. */
export const EARTH_RADIUS_MILES = 3958.8;

/**
 * Haversine distance in SQL, so the database orders and cuts the list: the
 * nearest few of thousands of rows leave it, not all of them. least() keeps
 * asin's argument within its domain when rounding lifts it past 1.
 */
function milesFrom(origin: Centroid) {
  // Typed, or PostgreSQL takes the parameters for integers from their first use.
  const latitude = sql`${origin.latitude}::double precision`;
  const longitude = sql`${origin.longitude}::double precision`;
  return sql<number>`${sql.lit(EARTH_RADIUS_MILES)} * 2 * asin(least(1, sqrt(
    power(sin(radians(c.latitude - ${latitude}) / 2), 2)
    + cos(radians(${latitude})) * cos(radians(c.latitude)) * power(sin(radians(c.longitude - ${longitude}) / 2), 2)
  )))`;
}

export function testCentersRepository(db: Kysely<Database>) {
  return {
    /** Active centers nearest `origin` first (code breaks ties, so the order is stable). */
    nearest(origin: Centroid, limit: number) {
      return db
        .selectFrom('test_centers as c')
        .select(['c.id', 'c.name', 'c.address', 'c.city', 'c.state', 'c.zip', 'c.phone', 'c.working_hours', 'c.latitude', 'c.longitude'])
        .select(milesFrom(origin).as('distance_miles'))
        .where('c.is_active', '=', true)
        .orderBy('distance_miles')
        .orderBy('c.code')
        .limit(limit)
        .execute();
    },
  };
}
