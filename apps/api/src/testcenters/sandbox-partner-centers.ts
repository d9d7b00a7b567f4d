import type { Database } from '@labstore/db';
import type { Kysely } from 'kysely';
import type { LabPartnerCenters } from './lab-partner-centers';
import { testCentersRepository } from './test-centers.repository';

/**
 * The sandbox lab partner's centers: the 2,200 seeded at real zip centroids
 * (packages/db/src/seed/test-centers.ts), in the partner's hours format.
 */
export function sandboxPartnerCenters(db: Kysely<Database>): LabPartnerCenters {
  const repository = testCentersRepository(db);
  return {
    async nearest(origin, limit) {
      const rows = await repository.nearest(origin, limit);
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        address: row.address,
        city: row.city,
        state: row.state,
        zip: row.zip,
        phone: row.phone,
        workingHours: row.working_hours,
        latitude: row.latitude,
        longitude: row.longitude,
        // PostgreSQL's double precision may arrive as text through some drivers.
        distanceMiles: Number(row.distance_miles),
      }));
    },
  };
}
