import {
  isStateCode,
  parseIsoDate,
  SUFFIXES,
  suffixIndex,
  toIsoMidnightUtc,
  zipMatchesState,
  type ChildProfile,
  type ChildProfileCreateBody,
  type ChildProfileUpdateBody,
  type Language,
  type Profile,
  type ProfileAddress,
  type ProfileResponse,
  type ProfileUpdateBody,
  type Suffix,
} from '@labstore/domain';
import type { ProfileAddressResponse } from './api/get-profile';
import type { ProfileField, ProfileRights } from './profile-rights';

// The Account Profile and child forms <-> the profiles API (spec/01 3, 5,
// docs/api-accounts.md Profiles). The forms hold what their controls hold
// (text, '' for "not chosen"); the domain schemas judge it and give the
// parsed values these functions turn into request bodies.

export interface AddressFormValues {
  addressLine: string;
  city: string;
  state: string;
  zip: string;
}

export interface ProfileFormValues {
  firstName: string;
  middleName: string;
  lastName: string;
  suffix: string;
  email: string;
  homePhone: string;
  workPhone: string;
  mobilePhone: string;
  gender: number | null;
  /** yyyy-MM-dd, as a date input holds it. */
  birthDate: string;
  languagePreference: number | null;
  homeAddress: AddressFormValues;
}

export interface ChildFormValues {
  firstName: string;
  middleName: string;
  lastName: string;
  /** undefined when none is chosen (spec/01 5: the child's options are Sr., Jr., I, II, III). */
  suffix: string | undefined;
  gender: number | null;
  birthDate: string;
  homeAddress: AddressFormValues;
  consentStatus: 0 | 1;
}

/** spec/01 3: the contract's suffix text, '' for None. */
const wireSuffixOf = (suffix: Suffix): Exclude<Suffix, 'None'> | '' => (suffix === 'None' ? '' : suffix);

/**
 * An answer's address as a request carries it. The API stores only state
 * codes (its request schemas refuse anything else), so another state here is
 * a broken answer, not a value to send back.
 */
function addressBody(address: ProfileAddressResponse): ProfileAddress {
  if (!isStateCode(address.state)) throw new Error(`not a state code in a stored address: ${address.state}`);
  return { addressLine: address.addressLine, city: address.city, state: address.state, zip: address.zip };
}

const EMPTY_ADDRESS: AddressFormValues = { addressLine: '', city: '', state: '', zip: '' };

/** The suffix a profile names, by its title index first, then by its text; None when neither names one. */
export function profileSuffix(profile: Pick<ProfileResponse, 'suffix' | 'title'>): Suffix {
  const byTitle = SUFFIXES[profile.title];
  if (byTitle) return byTitle;
  return SUFFIXES.find((suffix) => suffix === profile.suffix) ?? 'None';
}

/** 'yyyy-mm-ddT00:00:00.000Z' (or 'yyyy-mm-dd') as a date input's value; '' when unreadable. */
export function toDateInputValue(birthDate: string): string {
  const date = birthDate ? parseIsoDate(birthDate) : undefined;
  return date ? toIsoMidnightUtc(date).slice(0, 'yyyy-mm-dd'.length) : '';
}

/** spec/01 5: the birth date is sent as an ISO date at midnight UTC. */
export function toBirthDateBody(value: string): string {
  const date = parseIsoDate(value);
  if (!date) throw new Error(`not a validated date: ${value}`);
  return toIsoMidnightUtc(date);
}

function toAddressFormValues(address: ProfileAddressResponse | null | undefined): AddressFormValues {
  return address ? { addressLine: address.addressLine, city: address.city, state: address.state, zip: address.zip } : { ...EMPTY_ADDRESS };
}


export function toProfileFormValues(profile: ProfileResponse): ProfileFormValues {
  return {
    firstName: profile.firstName,
    middleName: profile.middleName,
    lastName: profile.lastName,
    suffix: profileSuffix(profile),
    email: profile.email,
    homePhone: profile.homePhone,
    workPhone: profile.workPhone,
    mobilePhone: profile.mobilePhone,
    gender: profile.gender,
    birthDate: toDateInputValue(profile.birthDate),
    languagePreference: profile.languagePreference,
    homeAddress: toAddressFormValues(profile.homeAddress),
  };
}

/**
 * The update body: the fields the user may change come from the form (parsed
 * by profileSchema: trimmed, capitalised, phones as digits); every other
 * field is sent back exactly as the API gave it, so a customer's request
 * never touches a field they may not change (the API would refuse it).
 */
export function toProfileUpdateBody(original: ProfileResponse, parsed: Profile, rights: Pick<ProfileRights, 'editable'>): ProfileUpdateBody {
  const may = (field: ProfileField) => rights.editable.has(field);
  const stored = storedProfileBody(original, parsed.homeAddress);
  const suffix = may('suffix') ? parsed.suffix : profileSuffix(original);
  const address = parsed.homeAddress;
  return {
    ...stored,
    firstName: may('firstName') ? parsed.firstName : stored.firstName,
    middleName: may('middleName') ? (parsed.middleName ?? '') : stored.middleName,
    lastName: may('lastName') ? parsed.lastName : stored.lastName,
    suffix: wireSuffixOf(suffix),
    title: suffixIndex(suffix),
    homePhone: may('homePhone') ? (parsed.homePhone ?? '') : stored.homePhone,
    workPhone: may('workPhone') ? (parsed.workPhone ?? '') : stored.workPhone,
    mobilePhone: may('mobilePhone') ? (parsed.mobilePhone ?? '') : stored.mobilePhone,
    gender: may('gender') ? parsed.gender : stored.gender,
    birthDate: may('birthDate') ? toBirthDateBody(parsed.birthDate) : stored.birthDate,
    homeAddress: {
      addressLine: may('addressLine') ? address.addressLine : stored.homeAddress.addressLine,
      city: may('city') ? address.city : stored.homeAddress.city,
      state: may('state') ? address.state : stored.homeAddress.state,
      zip: may('zip') ? address.zip : stored.homeAddress.zip,
    },
    languagePreference: may('languagePreference') ? parsed.languagePreference : stored.languagePreference,
  };
}

/**
 * The header's language switch, signed in (issue 10): the stored profile
 * sent back as it is but for its language preference, a field every user
 * may change (spec/01 2.6). Null when the profile has no home address: the
 * update requires one, and only the account area can supply it.
 */
export function languagePreferenceBody(original: ProfileResponse, languagePreference: Language): ProfileUpdateBody | null {
  if (!original.homeAddress) return null;
  return { ...storedProfileBody(original, addressBody(original.homeAddress)), languagePreference };
}

/** The profile as stored, as an update body; `homeAddress` stands in when none is stored (it is required on update). */
function storedProfileBody(original: ProfileResponse, homeAddress: ProfileAddress): ProfileUpdateBody & { homeAddress: ProfileAddress } {
  const suffix = profileSuffix(original);
  return {
    id: original.id,
    firstName: original.firstName,
    middleName: original.middleName,
    lastName: original.lastName,
    suffix: wireSuffixOf(suffix),
    title: suffixIndex(suffix),
    email: original.email,
    homePhone: original.homePhone,
    workPhone: original.workPhone,
    mobilePhone: original.mobilePhone,
    gender: original.gender,
    birthDate: original.birthDate,
    homeAddress: original.homeAddress ? addressBody(original.homeAddress) : homeAddress,
    billingAddress: original.billingAddress && addressBody(original.billingAddress),
    govAddress: original.govAddress && addressBody(original.govAddress),
    languagePreference: original.languagePreference,
  };
}

/**
 * spec/01 5: on update the state derived from the zip must be the address's
 * state; otherwise the blocking notice, worded for who updates, and nothing
 * is sent.
 */
export function zipStateNotice(address: Pick<ProfileAddress, 'zip' | 'state'>, rights: Pick<ProfileRights, 'zipMismatchMessage'>): string | null {
  return zipMatchesState(address.zip, address.state) ? null : rights.zipMismatchMessage;
}

/** A new child starts at the parent's home address: most children live with the adult who adds them. */
export function emptyChildFormValues(parentAddress?: ProfileAddressResponse | null): ChildFormValues {
  return {
    firstName: '',
    middleName: '',
    lastName: '',
    suffix: undefined,
    gender: null,
    birthDate: '',
    homeAddress: toAddressFormValues(parentAddress),
    consentStatus: 0,
  };
}

export function toChildFormValues(child: ProfileResponse): ChildFormValues {
  const suffix = profileSuffix(child);
  return {
    firstName: child.firstName,
    middleName: child.middleName,
    lastName: child.lastName,
    suffix: suffix === 'None' ? undefined : suffix,
    gender: child.gender,
    birthDate: toDateInputValue(child.birthDate),
    homeAddress: toAddressFormValues(child.homeAddress),
    consentStatus: child.consentStatus,
  };
}

/** The child form's parsed values (childProfileSchema) as the create or update body; id only for an update. */
export function toChildProfileBody(parsed: ChildProfile): ChildProfileCreateBody;
export function toChildProfileBody(parsed: ChildProfile, id: string): ChildProfileUpdateBody;
export function toChildProfileBody(parsed: ChildProfile, id?: string): ChildProfileCreateBody | ChildProfileUpdateBody {
  const suffix = parsed.suffix ?? 'None';
  return {
    ...(id === undefined ? {} : { id }),
    firstName: parsed.firstName,
    middleName: parsed.middleName,
    lastName: parsed.lastName,
    suffix: wireSuffixOf(suffix),
    title: suffixIndex(suffix),
    gender: parsed.gender,
    birthDate: toBirthDateBody(parsed.birthDate),
    homeAddress: { ...parsed.homeAddress },
    consentStatus: parsed.consentStatus,
  };
}

/** spec/01 2.6: children in the order they were added (the list's createdDate). */
export function childrenOf(profiles: readonly ProfileResponse[]): ProfileResponse[] {
  return profiles
    .filter((profile) => profile.isChild === true)
    .sort((a, b) => a.createdDate.localeCompare(b.createdDate));
}
