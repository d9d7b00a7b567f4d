import type { StateCode } from './states';

// spec/01 5: a 5-digit zip maps to a state by numeric range, covering all
// states, DC and Puerto Rico; a zip outside every range maps to none.
//
// The ranges follow the USPS allocation of 3-digit zip prefixes (sectional
// center facilities). A row [first, last, state] covers prefixes first..last,
// i.e. zips first*100 .. last*100+99; 10..27 is 01000-02799. Unused prefixes
// inside one state's block (IL 621, FL 343) stay with that state, because USPS
// reserves them for it; prefixes between two states' blocks (428, 694-699,
// 817-819), the Virgin Islands (008), military mail (090-099 AE, 340 AA,
// 962-966 AP) and the Pacific territories (969) map to none.
type PrefixRange = readonly [first: number, last: number, state: StateCode];

const PREFIX_RANGES: readonly PrefixRange[] = [
  [5, 5, 'NY'], // 005: Holtsville IRS, spec/01 5's NY exception
  [6, 7, 'PR'],
  [9, 9, 'PR'],
  [10, 27, 'MA'],
  [28, 29, 'RI'],
  [30, 38, 'NH'],
  [39, 49, 'ME'],
  [50, 54, 'VT'],
  [55, 55, 'MA'], // 055: Andover IRS inside Vermont's block
  [56, 59, 'VT'],
  [60, 69, 'CT'],
  [70, 89, 'NJ'],
  [100, 149, 'NY'],
  [150, 196, 'PA'],
  [197, 199, 'DE'],
  [200, 200, 'DC'],
  [201, 201, 'VA'], // 201: Dulles and Loudoun inside DC's block
  [202, 205, 'DC'],
  [206, 219, 'MD'],
  [220, 246, 'VA'],
  [247, 268, 'WV'],
  [270, 289, 'NC'],
  [290, 299, 'SC'],
  [300, 319, 'GA'],
  [320, 339, 'FL'],
  [341, 349, 'FL'],
  [350, 369, 'AL'],
  [370, 385, 'TN'],
  [386, 397, 'MS'],
  [398, 399, 'GA'],
  [400, 427, 'KY'],
  [430, 459, 'OH'],
  [460, 479, 'IN'],
  [480, 499, 'MI'],
  [500, 528, 'IA'],
  [530, 549, 'WI'],
  [550, 567, 'MN'],
  [569, 569, 'DC'], // 569: federal parcel return, Washington
  [570, 577, 'SD'],
  [580, 588, 'ND'],
  [590, 599, 'MT'],
  [600, 629, 'IL'],
  [630, 658, 'MO'],
  [660, 679, 'KS'],
  [680, 693, 'NE'],
  [700, 714, 'LA'],
  [716, 729, 'AR'],
  [730, 731, 'OK'],
  [733, 733, 'TX'], // 733: Austin IRS inside Oklahoma's block
  [734, 749, 'OK'],
  [750, 799, 'TX'],
  [800, 816, 'CO'],
  [820, 831, 'WY'],
  [832, 838, 'ID'],
  [840, 847, 'UT'],
  [850, 865, 'AZ'],
  [870, 884, 'NM'],
  [885, 885, 'TX'], // 885: El Paso
  [889, 898, 'NV'],
  [900, 961, 'CA'],
  [967, 968, 'HI'],
  [970, 979, 'OR'],
  [980, 994, 'WA'],
  [995, 999, 'AK'],
];

// Single zips served across a state line, checked before the ranges.
// null marks a zip that belongs to no state of the list. A Map: the zip is
// the client's (issue 14).
const ZIP_EXCEPTIONS: ReadonlyMap<string, StateCode | null> = new Map([
  ['06390', 'NY'], // Fishers Island, reached through New London CT
  ['20588', 'MD'], // federal agency zip in DC's block
  ['20598', 'VA'], // federal agency zip in DC's block
  ['73960', 'TX'], // Texhoma TX, served from Texhoma OK
  ['83414', 'WY'], // Alta WY, served from Driggs ID
  ['96799', null], // Pago Pago, American Samoa, inside Hawaii's block
]);

/** The state a 5-digit zip belongs to, or undefined (spec/01 5). */
export function stateForZip(zip: string): StateCode | undefined {
  if (!/^\d{5}$/.test(zip)) return undefined;
  const exception = ZIP_EXCEPTIONS.get(zip);
  if (exception !== undefined) return exception ?? undefined;
  const prefix = Number(zip.slice(0, 3));
  return PREFIX_RANGES.find(([first, last]) => prefix >= first && prefix <= last)?.[2];
}
