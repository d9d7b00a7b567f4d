// spec/01 2.1: the query parameters campaignid, mbsy and mbsy_source on any
// page are kept as referral data; spec/01 3: session storage key 'ambasador'
// (spelt so) holds { campaignid, mbsy, mbsySource }. Registration sends
// campaignid and mbsy along (spec/01 3 Registration model). Shared: the
// referral feature keeps it, the accounts feature reads it.
export const REFERRAL_STORAGE_KEY = 'ambasador';

export interface Referral {
  campaignid: string | null;
  mbsy: string | null;
  mbsySource: string | null;
}

/** The referral in a query string, or null when it carries none of the three parameters. */
export function parseReferral(search: string): Referral | null {
  const params = new URLSearchParams(search);
  const referral: Referral = {
    campaignid: params.get('campaignid'),
    mbsy: params.get('mbsy'),
    mbsySource: params.get('mbsy_source'),
  };
  return Object.values(referral).some((value) => value !== null) ? referral : null;
}

/** Keeps the referral of this address, if it has one; a later referral replaces an earlier one. */
export function storeReferral(search: string, storage: Pick<Storage, 'setItem'>): void {
  const referral = parseReferral(search);
  if (referral) storage.setItem(REFERRAL_STORAGE_KEY, JSON.stringify(referral));
}
