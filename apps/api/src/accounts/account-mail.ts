import type { Database } from '@labstore/db';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
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

/** PUBLIC_URL, or the local server when it is not set. */
export function publicUrlOf(config: AppConfig): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
}

/** The account e-mails: each issues a fresh code and retires the previous one. */
export function accountMail({ db, mailer, publicUrl }: AccountServiceDeps) {
  const codes = securityCodes(db);
  const send = (account: Account, sendBy: string, content: { subject: string; html: string; text: string }) =>
    mailer.send({ to: account.email, ...content, sendBy, userId: account.id });
  async function resetLink(account: Account): Promise<string> {
    const code = await codes.issueLink(account.id, 'reset_password');
    const query = new URLSearchParams({ userId: account.id, SecurityCode: code });
    return `${publicUrl}/ResetPassword?${query.toString()}`;
  }

  return {
    /** spec/01 2.1 route confirm/{user}/{security}. */
    async sendConfirmation(account: Account): Promise<void> {
      const code = await codes.issueLink(account.id, 'confirm_email');
      await send(account, 'confirmation', confirmationEmail(account, `${publicUrl}/confirm/${account.id}/${code}`));
    },

    /** spec/01 2.5: the home page opens the reset dialog when userId and SecurityCode are present. */
    async sendPasswordReset(account: Account): Promise<void> {
      await send(account, 'password-reset', resetPasswordEmail(account, await resetLink(account)));
    },

    /** The hourly cap on failed sign-ins is reached: the owner learns why and gets a reset link. */
    async sendSignInLocked(account: Account): Promise<void> {
      await send(account, 'sign-in-attack', signInLockedEmail(account, await resetLink(account)));
    },

    async sendMfaCode(account: Account): Promise<void> {
      const code = await codes.issueMfa(account.id);
      await send(account, 'mfa', mfaCodeEmail(account, code));
    },
  };
}
