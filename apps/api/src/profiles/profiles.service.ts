import type { Database } from '@labstore/db';
import {
  ADDRESS_TYPE,
  capitalizeName,
  FORBIDDEN_STATES_MESSAGE,
  isForbiddenState,
  PROFILE_EXISTS_MESSAGE,
  restrictedProfileFieldMessage,
  suffixIndex,
  ZIP_STATE_MISMATCH_MESSAGES,
  zipMatchesState,
  type AddressItem,
  type ChildProfileCreateRequest,
  type ChildProfileUpdateRequest,
  type CustomerEditableProfileField,
  type ProfileAddress,
  type ProfileCreateRequest,
  type ProfileResponse,
  type ProfileUpdateRequest,
} from '@labstore/domain';
import type { Kysely } from 'kysely';
import { administratorBehind, recordAdminAction, type AdminActor } from '../audit';
import { AppError } from '../lib/app-error';
import { FORBIDDEN_MESSAGE, type AuthContext } from '../plugins/auth';
import { toAddressItem, toProfileResponse, toStoredBirthDate, toWireBirthDate } from './profiles.mapper';
import { profilesRepository, type ProfilesRepository } from './profiles.repository';

/** spec/01 2.6, 6: administrators, and administrators acting in a customer's session, may change every field. */
function hasFullRights(auth: AuthContext): boolean {
  return auth.isAdmin || auth.isQuasiAdmin;
}

/**
 * DESIGN.md API: a customer (or a quasi-admin in the customer's session)
 * reaches only the profiles of that account; an administrator reaches any.
 */
function reaches(auth: AuthContext, profile: { user_id: string }): boolean {
  return auth.isAdmin || profile.user_id === auth.userId;
}


type WireAddress = ProfileResponse['homeAddress'];

function sameAddress(stored: WireAddress, sent: ProfileAddress | null): boolean {
  if (!stored || !sent) return stored === null && sent === null;
  return stored.addressLine.trim() === sent.addressLine && stored.city.trim() === sent.city && stored.state === sent.state && stored.zip === sent.zip;
}

// Sent names arrive trimmed and capitalised by the schema; stored ones are
// read the same way, so sending back what was shown is never a change.
const sameName = (stored: string, sent: string | undefined) => capitalizeName(stored.trim()) === (sent ?? '');

type RestrictedField = Exclude<keyof ProfileUpdateRequest, CustomerEditableProfileField | 'id'>;

/**
 * spec/01 2.6: every field a customer may not change, and how to tell that it
 * is unchanged. Typed over the update body, so a field added to the profile
 * schema must be placed here or in CUSTOMER_EDITABLE_PROFILE_FIELDS.
 */
const UNCHANGED: Record<RestrictedField, (stored: ProfileResponse, sent: ProfileUpdateRequest) => boolean> = {
  firstName: (stored, sent) => sameName(stored.firstName, sent.firstName),
  middleName: (stored, sent) => sameName(stored.middleName, sent.middleName),
  lastName: (stored, sent) => sameName(stored.lastName, sent.lastName),
  email: (stored, sent) => stored.email.toLowerCase() === sent.email.toLowerCase(),
  gender: (stored, sent) => stored.gender === sent.gender,
  birthDate: (stored, sent) => stored.birthDate === toWireBirthDate(toStoredBirthDate(sent.birthDate)),
  homeAddress: (stored, sent) => sameAddress(stored.homeAddress, sent.homeAddress),
  // A billing or government address left out of the body is kept as stored.
  billingAddress: (stored, sent) => sent.billingAddress === undefined || sameAddress(stored.billingAddress, sent.billingAddress),
  govAddress: (stored, sent) => sent.govAddress === undefined || sameAddress(stored.govAddress, sent.govAddress),
};

function restrictedFieldsChanged(stored: ProfileResponse, sent: ProfileUpdateRequest): boolean {
  return Object.values(UNCHANGED).some((unchanged) => !unchanged(stored, sent));
}

/** spec/01 5, spec/03 5: the zip must map to the home state; the refusal is worded for who updates. */
function assertZipMatchesState(address: ProfileAddress, byAdministrator: boolean): void {
  if (!zipMatchesState(address.zip, address.state)) {
    throw AppError.badRequest(ZIP_STATE_MISMATCH_MESSAGES[byAdministrator ? 'admin' : 'profile']);
  }
}

/**
 * spec/01 1, 6: residents of NJ, NY, AZ and RI cannot register, so no new
 * profile is made there; existing profiles there stay readable and editable.
 */
function assertStateServed(address: ProfileAddress): void {
  if (isForbiddenState(address.state)) throw AppError.badRequest(FORBIDDEN_STATES_MESSAGE);
}

function adultColumns(body: ProfileUpdateRequest | ProfileCreateRequest) {
  return {
    first_name: body.firstName,
    middle_name: body.middleName || null,
    last_name: body.lastName,
    gender: body.gender,
    birth_date: toStoredBirthDate(body.birthDate),
    ...customerEditableColumns(body),
  };
}

function customerEditableColumns(body: ProfileUpdateRequest | ProfileCreateRequest) {
  return {
    suffix: suffixIndex(body.suffix),
    home_phone: body.homePhone || null,
    work_phone: body.workPhone || null,
    mobile_phone: body.mobilePhone || null,
    language_preference: body.languagePreference,
  };
}

function childColumns(body: ChildProfileCreateRequest | ChildProfileUpdateRequest) {
  return {
    first_name: body.firstName,
    middle_name: body.middleName,
    last_name: body.lastName,
    gender: body.gender,
    birth_date: toStoredBirthDate(body.birthDate),
    consent_status: body.consentStatus,
  };
}

/** Home always; billing and government when sent (null removes one, absent keeps it). */
async function saveAddresses(repository: ProfilesRepository, profileId: string, body: ProfileUpdateRequest | ProfileCreateRequest) {
  await repository.saveAddress(profileId, ADDRESS_TYPE.Home, body.homeAddress);
  for (const [addressType, address] of [
    [ADDRESS_TYPE.Billing, body.billingAddress],
    [ADDRESS_TYPE.Government, body.govAddress],
  ] as const) {
    if (address === null) await repository.removeAddress(profileId, addressType);
    else if (address !== undefined) await repository.saveAddress(profileId, addressType, address);
  }
}

async function readProfile(repository: ProfilesRepository, profileId: string): Promise<ProfileResponse> {
  const profile = await repository.findById(profileId);
  if (!profile) throw AppError.notFound();
  return toProfileResponse(profile, await repository.addressesOf([profile.id]));
}

export function profilesService(db: Kysely<Database>) {
  const profiles = profilesRepository(db);

  return {
    /** spec/01 2.6: the caller's adult profile, then the children by createdDate. */
    async list(auth: AuthContext): Promise<ProfileResponse[]> {
      const rows = await profiles.listOfUser(auth.userId);
      const addresses = await profiles.addressesOf(rows.map((row) => row.id));
      return rows.map((row) => toProfileResponse(row, addresses));
    },

    async get(auth: AuthContext, id: string): Promise<ProfileResponse> {
      const profile = await profiles.findById(id);
      // Someone else's profile is answered as missing: its existence is not revealed.
      if (!profile || !reaches(auth, profile)) throw AppError.notFound();
      return toProfileResponse(profile, await profiles.addressesOf([profile.id]));
    },

    async listAddresses(auth: AuthContext): Promise<AddressItem[]> {
      return (await profiles.addressesOfUser(auth.userId)).map(toAddressItem);
    },

    /**
     * spec/01 2.6, 5: a customer may change phones, suffix and language only;
     * administrators and quasi-administrators every field but the e-mail,
     * which Change Email changes. All or nothing, in one transaction.
     */
    update(auth: AuthContext, body: ProfileUpdateRequest, address: string): Promise<ProfileResponse> {
      return db.transaction().execute(async (trx) => {
        const repository = profilesRepository(trx);
        const stored = await repository.findById(body.id, { forUpdate: true });
        if (!stored || stored.is_child || !reaches(auth, stored)) throw AppError.notFound();
        const fullRights = hasFullRights(auth);
        const current = toProfileResponse(stored, await repository.addressesOf([stored.id]));
        if (!fullRights && restrictedFieldsChanged(current, body)) throw new AppError(403, restrictedProfileFieldMessage());
        assertZipMatchesState(body.homeAddress, fullRights);
        if (fullRights) {
          await repository.update(stored.id, adultColumns(body));
          await saveAddresses(repository, stored.id, body);
        } else {
          await repository.update(stored.id, customerEditableColumns(body));
        }
        // The account's language follows its adult profile's (spec/01 4: it switches the site).
        await repository.setAccountLanguage(stored.user_id, body.languagePreference);
        const updated = await readProfile(repository, stored.id);
        const actor = administratorBehind(auth, stored.user_id, address);
        if (actor) await recordAdminAction(trx, actor, { action: 'profile.update', subject: { kind: 'profile', id: stored.id }, before: current, after: updated });
        return updated;
      });
    },

    /** Administrators: the adult profile of an account that has none. */
    create(auth: AuthContext, body: ProfileCreateRequest, actor: AdminActor): Promise<ProfileResponse> {
      if (!auth.isAdmin) throw new AppError(403, FORBIDDEN_MESSAGE);
      return db.transaction().execute(async (trx) => {
        const repository = profilesRepository(trx);
        const account = await repository.findAccount(body.userId);
        if (!account) throw AppError.notFound();
        assertZipMatchesState(body.homeAddress, true);
        assertStateServed(body.homeAddress);
        const created = await repository.insertAdult({ user_id: account.id, email: account.email, ...adultColumns(body) });
        if (!created) throw AppError.badRequest(PROFILE_EXISTS_MESSAGE);
        await saveAddresses(repository, created.id, body);
        await repository.setAccountLanguage(account.id, body.languagePreference);
        const profile = await readProfile(repository, created.id);
        await recordAdminAction(trx, actor, { action: 'profile.create', subject: { kind: 'profile', id: created.id }, before: null, after: profile });
        return profile;
      });
    },

    /**
     * spec/01 2.6: the Children/Minors tab is for administrators, who use it
     * in a customer's session (quasi-admin); the child joins that account. An
     * administrator in their own session may name another account (userId).
     */
    createChild(auth: AuthContext, body: ChildProfileCreateRequest): Promise<ProfileResponse> {
      if (!hasFullRights(auth)) throw new AppError(403, FORBIDDEN_MESSAGE);
      const userId = body.userId ?? auth.userId;
      if (!reaches(auth, { user_id: userId })) throw AppError.notFound();
      return db.transaction().execute(async (trx) => {
        const repository = profilesRepository(trx);
        const adult = await repository.findAdultOf(userId);
        if (!adult) throw AppError.notFound();
        assertZipMatchesState(body.homeAddress, true);
        assertStateServed(body.homeAddress);
        const created = await repository.insertChild({
          user_id: userId,
          suffix: suffixIndex(body.suffix ?? 'None'),
          language_preference: adult.language_preference,
          ...childColumns(body),
        });
        await repository.saveAddress(created.id, ADDRESS_TYPE.Home, body.homeAddress);
        return readProfile(repository, created.id);
      });
    },

    updateChild(auth: AuthContext, body: ChildProfileUpdateRequest): Promise<ProfileResponse> {
      if (!hasFullRights(auth)) throw new AppError(403, FORBIDDEN_MESSAGE);
      return db.transaction().execute(async (trx) => {
        const repository = profilesRepository(trx);
        const stored = await repository.findById(body.id, { forUpdate: true });
        if (!stored || !stored.is_child || !reaches(auth, stored)) throw AppError.notFound();
        assertZipMatchesState(body.homeAddress, true);
        await repository.update(stored.id, {
          ...childColumns(body),
          suffix: body.suffix === undefined ? stored.suffix : suffixIndex(body.suffix),
        });
        await repository.saveAddress(stored.id, ADDRESS_TYPE.Home, body.homeAddress);
        return readProfile(repository, stored.id);
      });
    },
  };
}
