// The ambient types of `zipcodes` must travel with this file: the api workspace
// type-checks it through its imports, where packages/db/src/types is not included.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../types/zipcodes.d.ts" />
import zipcodes, { type ZipCodeEntry } from 'zipcodes';
import type { NewTestCenter } from '../schema/catalogue';

// Seed test centers at real US zip centroids (DESIGN.md Data). Every detail is
// derived from the zip with a fixed hash, so seeding twice gives the same rows.

const TARGET_CENTERS = 2200;
const MIN_PER_STATE = 4;

/** One real area code per state, for plausible phone numbers in the fictional 555-01xx range. */
const AREA_CODES: ReadonlyMap<string, string> = new Map(Object.entries({
  AL: '205', AK: '907', AZ: '602', AR: '501', CA: '213', CO: '303', CT: '203', DE: '302', DC: '202',
  FL: '305', GA: '404', HI: '808', ID: '208', IL: '312', IN: '317', IA: '515', KS: '316', KY: '502',
  LA: '504', ME: '207', MD: '410', MA: '617', MI: '313', MN: '612', MS: '601', MO: '314', MT: '406',
  NE: '402', NV: '702', NH: '603', NJ: '201', NM: '505', NY: '212', NC: '704', ND: '701', OH: '614',
  OK: '405', OR: '503', PA: '215', PR: '787', RI: '401', SC: '803', SD: '605', TN: '615', TX: '512',
  UT: '801', VT: '802', VA: '804', WA: '206', WV: '304', WI: '414', WY: '307',
}));

const STREETS = [
  'Main St', 'Medical Center Dr', 'Oak Ave', 'Washington Blvd', 'Park Ave', 'Lincoln Way', 'Maple St',
  'Hospital Dr', 'Commerce Pkwy', 'Market St', 'Broadway', 'Elm St', 'Health Plaza', 'Center St',
  'Highland Ave', 'University Ave', 'Professional Dr', 'Wellness Way', 'Jefferson St', 'Lake Shore Dr',
];
const SUITES = ['', ', Suite 100', ', Suite 120', ', Suite 200', ', Suite B', ', Unit 4'];
const KINDS = ['Patient Service Center', 'Lab Draw Center', 'Medical Laboratory', 'Diagnostic Lab Center'];
const HOURS = [
  'Mon-Fri: 07:00 AM-04:30 PM',
  'Mon-Fri: 07:00 AM-03:30 PM; Sat: 08:00 AM-12:00 PM',
  'Mon-Fri: 06:30 AM-05:00 PM',
  'Mon-Fri: 08:00 AM-04:00 PM (closed 12:00-12:30 PM)',
  'Mon-Fri: 07:30 AM-04:00 PM; Sat: 07:00 AM-11:00 AM',
];

/** FNV-1a: a stable, well-spread hash of the zip. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

function pick<T>(list: readonly T[], seed: number): T {
  return list[seed % list.length] as T;
}

function usZipEntries(): ZipCodeEntry[] {
  return Object.values(zipcodes.codes)
    .filter((entry) => entry.country === 'US' && AREA_CODES.has(entry.state) && /^\d{5}$/.test(entry.zip))
    .sort((a, b) => a.zip.localeCompare(b.zip));
}

/** Every k-th zip in zip order (denser where zips are denser, as people are), topped up for small states. */
function chooseZips(entries: ZipCodeEntry[]): ZipCodeEntry[] {
  const step = Math.max(1, Math.floor(entries.length / TARGET_CENTERS));
  const chosen = new Map<string, ZipCodeEntry>();
  entries.forEach((entry, index) => {
    if (index % step === 0) chosen.set(entry.zip, entry);
  });
  const perState = new Map<string, ZipCodeEntry[]>();
  for (const entry of entries) perState.set(entry.state, [...(perState.get(entry.state) ?? []), entry]);
  for (const stateEntries of perState.values()) {
    const present = stateEntries.filter((entry) => chosen.has(entry.zip)).length;
    const spread = Math.max(1, Math.floor(stateEntries.length / MIN_PER_STATE));
    for (let index = 0, added = present; added < MIN_PER_STATE && index < stateEntries.length; index += spread) {
      const entry = stateEntries[index] as ZipCodeEntry;
      if (!chosen.has(entry.zip)) {
        chosen.set(entry.zip, entry);
        added++;
      }
    }
  }
  return [...chosen.values()];
}

function toTestCenter(entry: ZipCodeEntry): NewTestCenter {
  const seed = hash(entry.zip);
  const street = `${100 + (seed % 9800)} ${pick(STREETS, seed >>> 3)}${pick(SUITES, seed >>> 7)}`;
  const phone = `(${AREA_CODES.get(entry.state)}) 555-01${String(seed % 100).padStart(2, '0')}`;
  return {
    code: `PSC-${entry.zip}`,
    name: `${entry.city} ${pick(KINDS, seed >>> 11)}`,
    address: street,
    city: entry.city,
    state: entry.state,
    zip: entry.zip,
    phone,
    working_hours: pick(HOURS, seed >>> 13),
    latitude: entry.latitude,
    longitude: entry.longitude,
    // 1 Quest Diagnostics, 2 Lab Corp (spec/02 3), most draw for one partner.
    lab_codes: seed % 5 === 0 ? 3 : (seed % 2) + 1,
  };
}

export function buildTestCenters(): NewTestCenter[] {
  return chooseZips(usZipEntries()).map(toTestCenter);
}
