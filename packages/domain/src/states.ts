import { exhaustiveMap } from './exhaustive-map';

// spec/01 3: the state list (GET /api/state/list): the 50 states, the District
// of Columbia and Puerto Rico, the places the zip mapping of spec/01 5 covers.
// Ordered by name, as the registration dropdown lists them.
export const STATE_NAMES = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  PR: 'Puerto Rico',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
} as const;

export type StateCode = keyof typeof STATE_NAMES;

// Object.keys loses the key type; the keys are exactly StateCode by construction.
export const STATE_CODES = Object.keys(STATE_NAMES) as StateCode[];

// A code arrives from addresses and bodies: looked up in a Map (issue 14).
const NAME_OF_STATE = exhaustiveMap(STATE_NAMES);

export const US_STATES: ReadonlyArray<{ code: StateCode; name: string }> = STATE_CODES.map((code) => ({
  code,
  name: NAME_OF_STATE.get(code),
}));

export function isStateCode(value: string): value is StateCode {
  return Object.hasOwn(STATE_NAMES, value);
}

/** The state's name, or undefined for a code that names none. */
export function stateName(code: string): string | undefined {
  return isStateCode(code) ? NAME_OF_STATE.get(code) : undefined;
}
