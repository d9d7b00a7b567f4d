// The zipcodes package ships no types; these are the parts the seed uses.
declare module 'zipcodes' {
  export interface ZipCodeEntry {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  const zipcodes: {
    codes: Record<string, ZipCodeEntry>;
    lookup(zip: string | number): ZipCodeEntry | undefined;
  };
  export default zipcodes;
}
