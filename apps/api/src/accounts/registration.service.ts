import { emailTakenMessage, REQUEST_MESSAGES, parseUsDate, SUFFIXES, toIsoMidnightUtc, ACCOUNT_MESSAGES, type Registration } from '@labstore/domain';
import { administratorBehind, recordAdminAction } from '../audit';
import { AppError } from '../lib/app-error';
import type { AuthContext } from '../plugins/auth';
import { accountMail, type AccountServiceDeps } from './account-mail';
import { assertSelfOrAdmin } from './account-access';
import { accountsRepository, type NewAccount } from './accounts.repository';
import { hashPassword } from './password-hasher';
import { responsePace } from './response-pace';
import { securityCodes } from './security-codes';

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === UNIQUE_VIOLATION;
}

const orNull = (text: string | undefined) => (text ? text : null);

/** The registration model as stored (spec/01 3): names already capitalised by the schema. */
function newAccount(input: Registration, passwordHash: string): NewAccount {
  const birth = parseUsDate(input.date);
  if (!birth) throw AppError.badRequest(REQUEST_MESSAGES.invalid);
  return {
    email: input.email,
    passwordHash,
    languagePreference: input.languagePreference,
    campaignId: orNull(input.campaignid ?? undefined),
    mbsy: orNull(input.mbsy ?? undefined),
    profile: {
      firstName: input.firstName,
      middleName: orNull(input.middleName),
      lastName: input.lastName,
      suffix: SUFFIXES.indexOf(input.suffix),
      gender: input.gender,
      birthDate: toIsoMidnightUtc(birth).slice(0, 10),
      homePhone: orNull(input.homePhone),
      workPhone: orNull(input.workPhone),
      mobilePhone: orNull(input.mobilePhone),
    },
    homeAddress: { addressLine: input.addressLine, city: input.city, state: input.state, zip: input.zip },
  };
}

/** Registration, e-mail confirmation and the e-mail checks (spec/01 4, 7). */
export function registrationService(deps: AccountServiceDeps) {
  const accounts = accountsRepository(deps.db);
  const codes = securityCodes(deps.db);
  const creation = responsePace();

  /** The account and its confirmation e-mail in one transaction: a failed registration sends nothing. */
  async function createAccount(account: NewAccount): Promise<string> {
    try {
      return await deps.db.transaction().execute(async (trx) => {
        const repository = accountsRepository(trx);
        const userId = await repository.insertAccount(account);
        const created = await repository.findById(userId);
        if (created) await accountMail({ ...deps, db: trx }).sendConfirmation(created);
        return userId;
      });
    } catch (error) {
      // Two registrations of one address at once: the unique index decides.
      if (isUniqueViolation(error)) throw AppError.badRequest(emailTakenMessage(account.email));
      throw error;
    }
  }

  /**
   * spec/01 4 (issue 16): a used link opened again (a double click opens it
   * twice) whose account is confirmed answers as the first open did, so the
   * page says the e-mail is confirmed and how to log in. The link stays
   * single-use (it changes nothing), and only the link's own account, named
   * by its id and proven by its code, is ever reported confirmed.
   */
  async function openedAgain(userId: string, securityCode: string): Promise<boolean> {
    if (!(await codes.wasLinkUsed(userId, 'confirm_email', securityCode))) return false;
    return (await accounts.findById(userId))?.emailConfirmed === true;
  }

  return {
    /** The forbidden-state and zip/state rules are in the body schema (registrationSchema). */
    /**
     * An address in use is refused in the spec's words, but no sooner than a
     * new account is created: the hash is paid on both paths and the refusal
     * waits out the rest, so the time taken does not tell whether the address
     * has an account (docs/security.md Account existence).
     */
    async register(input: Registration): Promise<{ userId: string }> {
      const startedAt = creation.now();
      const passwordHash = await hashPassword(input.password);
      if (await accounts.emailInUse(input.email)) {
        await creation.holdSince(startedAt);
        throw AppError.badRequest(emailTakenMessage(input.email));
      }
      const userId = await createAccount(newAccount(input, passwordHash));
      creation.record(startedAt);
      return { userId };
    },

    async confirmEmail(userId: string, securityCode: string): Promise<void> {
      const codeId = await codes.findLink(userId, 'confirm_email', securityCode);
      // The code is used up and the account confirmed together: a second open
      // waiting on the first then finds both done.
      const confirmed =
        codeId !== undefined &&
        (await deps.db.transaction().execute(async (trx) => {
          if (!(await securityCodes(trx).consume(codeId))) return false;
          await accountsRepository(trx).markEmailConfirmed(userId);
          return true;
        }));
      if (confirmed || (await openedAgain(userId, securityCode))) return;
      throw AppError.badRequest(ACCOUNT_MESSAGES.confirmationInvalid);
    },

    emailInUse: (email: string) => accounts.emailInUse(email),

    /** A new confirmation link, for the user itself or an administrator (spec/03 Reverify, audited: issue 19). */
    async sendConfirmation(auth: AuthContext, userId: string, ip: string): Promise<void> {
      assertSelfOrAdmin(auth, userId);
      const account = await accounts.findById(userId);
      if (!account) throw AppError.notFound();
      const actor = administratorBehind(auth, userId, ip);
      await deps.db.transaction().execute(async (trx) => {
        await accountMail({ ...deps, db: trx }).sendConfirmation(account);
        if (actor) {
          await recordAdminAction(trx, actor, { action: 'account.reverify', subject: { kind: 'user', id: account.id }, before: { emailConfirmed: account.emailConfirmed }, after: { emailConfirmed: account.emailConfirmed, linkSentTo: account.email } });
        }
      });
    },
  };
}
