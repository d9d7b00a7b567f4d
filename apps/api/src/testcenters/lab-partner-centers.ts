import type { Centroid } from './zip-centroids';

// DESIGN.md "Outside services": the lab partner is an interface with a
// working local default. Its test centers are the part the finder needs
// (spec/02 2.11, 7: GET /api/labsite/pwnhealth/{zip}); the order and result
// calls of the after-order issue join this interface there.

/** A center as the partner describes it; `workingHours` is the partner's own text. */
export interface PartnerTestCenter {
  id: string;
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  workingHours: string;
  latitude: number;
  longitude: number;
  /** Great-circle miles from the origin of the search. */
  distanceMiles: number;
}

export interface LabPartnerCenters {
  /** The `limit` active centers nearest to `origin`, nearest first. */
  nearest(origin: Centroid, limit: number): Promise<PartnerTestCenter[]>;
}
