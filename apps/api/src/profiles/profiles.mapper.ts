import type { Address } from '@labstore/db';
import {
  ADDRESS_TYPE,
  parseIsoDate,
  toIsoMidnightUtc,
  wireSuffix,
  type AddressItem,
  type ProfileResponse,
} from '@labstore/domain';
import type { ProfileRecord } from './profiles.repository';

type WireAddress = NonNullable<ProfileResponse['homeAddress']>;

function toWireAddress(address: Address | undefined): WireAddress | null {
  return address ? { addressLine: address.address_line, city: address.city, state: address.state, zip: address.zip } : null;
}

// The columns' check constraints allow only these values.
function zeroOrOne(value: number): 0 | 1 {
  return value === 1 ? 1 : 0;
}

/** spec/01 5: birth date travels as the date at midnight UTC and is stored as the date. */
export function toWireBirthDate(storedDate: string): string {
  const date = parseIsoDate(storedDate);
  return date ? toIsoMidnightUtc(date) : storedDate;
}

/** The stored 'yyyy-mm-dd' of a validated 'yyyy-mm-dd[T00:00:00.000Z]'. */
export function toStoredBirthDate(wireDate: string): string {
  const date = parseIsoDate(wireDate);
  if (!date) throw new Error(`unvalidated birth date ${wireDate}`);
  return toIsoMidnightUtc(date).slice(0, 'yyyy-mm-dd'.length);
}

/**
 * A profile row and its addresses as the contract's JSON. The adult's e-mail is
 * the account's (Change Email changes it); empty text is '' so that an answer
 * can go back as the next update body.
 */
export function toProfileResponse(profile: ProfileRecord, addresses: readonly Address[]): ProfileResponse {
  const ofType = (type: number) => addresses.find((address) => address.profile_id === profile.id && address.address_type === type);
  return {
    id: profile.id,
    firstName: profile.first_name,
    middleName: profile.middle_name ?? '',
    lastName: profile.last_name,
    suffix: wireSuffix(profile.suffix),
    title: profile.suffix,
    email: (profile.is_child ? profile.email : profile.account_email) ?? '',
    homePhone: profile.home_phone ?? '',
    workPhone: profile.work_phone ?? '',
    mobilePhone: profile.mobile_phone ?? '',
    gender: profile.gender === 1 ? 1 : 2,
    birthDate: toWireBirthDate(profile.birth_date),
    homeAddress: toWireAddress(ofType(ADDRESS_TYPE.Home)),
    billingAddress: toWireAddress(ofType(ADDRESS_TYPE.Billing)),
    govAddress: toWireAddress(ofType(ADDRESS_TYPE.Government)),
    languagePreference: zeroOrOne(profile.language_preference),
    isChild: profile.is_child,
    consentStatus: zeroOrOne(profile.consent_status),
    createdDate: profile.created_at.toISOString(),
  };
}

export function toAddressItem(address: Address): AddressItem {
  const addressType = address.address_type === 1 ? 1 : address.address_type === 2 ? 2 : 0;
  return {
    id: address.id,
    addressType,
    addressLine: address.address_line,
    city: address.city,
    state: address.state,
    zip: address.zip,
    profileId: address.profile_id,
  };
}
