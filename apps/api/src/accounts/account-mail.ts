import type { Database } from '@labstore/db';
import type { Kysely } from 'kysely';
import { inTransaction } from '../jobs/in-transaction';
import type { Mailer } from '../mail/mailer';
import type { Account } from './accounts.repository';
import { confirmationEmail, mfaCodeEmail, resetPasswordEmail, signInLockedEmail } from './account-emails';
import { securityCodes } from './security-codes';

/** What the account services need from the app. */
export interface AccountServiceDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  /** Where links in e-mails point, without a trailing slash. */
  publicUrl: string;
}

/**
 * The account e-mails: each issues a fresh code, retiring the previous one,
 * and queues the message in one transaction (`db`'s, when it is one), so a
 * code is never live without its message nor a message sent for a rolled-back
 * code.
 */
export function accountMail({ db, mailer, publicUrl }: AccountServiceDeps) {
  type Content = { subject: string; html: string; text: string };
  /** `compose` issues the code through the transaction and returns the message. */
  const send = (account: Account, sendBy: string, compose: (trx: Kysely<Database>) => Promise<Content>) =>
    inTransaction(db, async (trx) => {
      const content = await compose(trx);
      await mailer.send({ to: account.email, ...content, sendBy, userId: account.id }, trx);
    });
  async function resetLink(trx: Kysely<Database>, account: Account): Promise<string> {
    const code = await securityCodes(trx).issueLink(account.id, 'reset_password');
    const query = new URLSearchParams({ userId: account.id, SecurityCode: code });
    return `${publicUrl}/ResetPassword?${query.toString()}`;
  }

  return {
    /** spec/01 2.1 route confirm/{user}/{security}. */
    sendConfirmation: (account: Account) =>
      send(account, 'confirmation', async (trx) => {
        const code = await securityCodes(trx).issueLink(account.id, 'confirm_email');
        return confirmationEmail(account, `${publicUrl}/confirm/${account.id}/${code}`);
      }),

    /** spec/01 2.5: the home page opens the reset dialog when userId and SecurityCode are present. */
    sendPasswordReset: (account: Account) => send(account, 'password-reset', async (trx) => resetPasswordEmail(account, await resetLink(trx, account))),

    /** The hourly cap on failed sign-ins is reached: the owner learns why and gets a reset link. */
    sendSignInLocked: (account: Account) => send(account, 'sign-in-attack', async (trx) => signInLockedEmail(account, await resetLink(trx, account))),

    sendMfaCode: (account: Account) => send(account, 'mfa', async (trx) => mfaCodeEmail(account, await securityCodes(trx).issueMfa(account.id))),
  };
}
