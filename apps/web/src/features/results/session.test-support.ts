import { createStore, useStore } from '../../lib/create-store';
import type { AuthSession } from '../../lib/session/session-record';

// The session as the results screen's offline tests set it: signed in, an
// administrator acting as the customer, or signed out, without the real
// sign-out's page load. A test mocks lib/session/current-session's
// useAuthSession with useTestSession.

export const testSession = createStore<AuthSession | null>(null);

export const useTestSession = (): AuthSession | null => useStore(testSession);

export const customerSession = (patch: Partial<AuthSession> = {}): AuthSession => ({
  access_token: 'customer-token',
  userId: 'user-1',
  profileId: 'profile-1',
  orderId: null,
  orderNumber: null,
  isAdmin: false,
  isQuasiAdmin: false,
  languagePreference: 0,
  expiresAt: null,
  rememberMe: false,
  ...patch,
});
