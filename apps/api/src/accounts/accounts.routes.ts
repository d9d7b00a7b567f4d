import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../config';
import accountRoutes from './account.routes';
import { publicUrlOf } from '../lib/public-url';
import type { AccountServiceDeps } from './account-mail';
import passwordsRoutes from './passwords.routes';
import registrationRoutes from './registration.routes';
import { signInGuard } from './sign-in-guard';
import { signInGuardEvents } from './sign-in-lock-notice';
import tokenRoutes from './token.routes';
import type { TakeGuestCart } from './token.service';
import unsubscribeRoutes from './unsubscribe.routes';
import type { MailingList } from './unsubscribe.service';

/** What accounts is given by app.ts of the features that build on it: the cart a sign-in takes over, the list an unsubscribe leaves. */
interface AccountsRoutesOptions {
  config: AppConfig;
  takeGuestCart: TakeGuestCart;
  mailingList: MailingList;
}

/** The accounts API of docs/api-accounts.md (profiles excepted), one plugin for app.ts. */
const accountsRoutes: FastifyPluginAsync<AccountsRoutesOptions> = async (app, { config, takeGuestCart, mailingList }) => {
  const deps: AccountServiceDeps = { db: app.db, mailer: app.mailer, publicUrl: publicUrlOf(config) };
  // One guard for /Token and the password routes: the same failures count everywhere.
  const guard = signInGuard(app.attemptLog, config, signInGuardEvents(deps, app.log));
  await app.register(tokenRoutes, { deps, guard, takeGuestCart });
  await app.register(registrationRoutes, { deps });
  await app.register(passwordsRoutes, { deps, guard });
  await app.register(accountRoutes, { deps });
  await app.register(unsubscribeRoutes, { deps, mailingList });
};

export default accountsRoutes;
