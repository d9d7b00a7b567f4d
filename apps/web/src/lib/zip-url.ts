// spec/02 2.11: testcenters?zip= (features/testcenters/test-centers-search.ts reads it).

/**
 * The zip as the URL should carry it: the router writes a string that reads
 * as JSON (46204) in quotes to keep its type ('?zip=%2246204%22'), so a zip
 * goes in as the number it spells unless a leading zero would be lost
 * (06390 is not JSON, and stays as it is). zipFromSearch reads either back
 * as text.
 */
export function zipSearchParam(zip: string): string | number {
  return zip.startsWith('0') ? zip : Number(zip);
}

/** The zip of testcenters?zip=, as text ('?zip=46204' is read as a number). */
export function zipFromSearch(value: string | number | undefined): string | undefined {
  return value === undefined ? undefined : String(value);
}
