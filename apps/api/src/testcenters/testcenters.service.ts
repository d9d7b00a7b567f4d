import type { TestCenter } from '@labstore/domain';
import type { LabPartnerCenters, PartnerTestCenter } from './lab-partner-centers';
import { displayWorkingHours } from './working-hours';
import { zipCentroid } from './zip-centroids';

/** spec/02 3: distance in miles to one decimal, as the page and the cart card show it. */
function roundMiles(miles: number): number {
  return Math.round(miles * 10) / 10;
}

function toTestCenter(center: PartnerTestCenter): TestCenter {
  return {
    id: center.id,
    name: center.name,
    address: center.address,
    city: center.city,
    state: center.state,
    zip: center.zip,
    distance: roundMiles(center.distanceMiles),
    phone: center.phone,
    workingHours: displayWorkingHours(center.workingHours),
    latitude: center.latitude,
    longtitude: center.longitude,
  };
}

/**
 * spec/02 2.11: the `top` centers nearest the zip's centroid, nearest first.
 * A well-formed zip that no one has (no centroid) finds nothing: the page
 * says "Nothing found. Try another Zip." rather than failing.
 */
export async function findNearestTestCenters(partner: LabPartnerCenters, zip: string, top: number): Promise<TestCenter[]> {
  const origin = zipCentroid(zip);
  if (!origin) return [];
  return (await partner.nearest(origin, top)).map(toTestCenter);
}
