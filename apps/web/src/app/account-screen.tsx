import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useContentList } from '../features/content/api/get-content-list';
import { OrderHistoryTab } from '../features/orders/components/order-history-tab';
import { DEFAULT_ACCOUNT_TAB } from '../features/profile/account-tabs';
import { AccountArea } from '../features/profile/components/account-area';
import { SignInPrompt } from '../features/profile/components/sign-in-prompt';
import { useAuthSession } from '../lib/session/current-session';

// spec/01 2.6: the account area's route screen, loaded as a chunk of its own.
// The app composes it: the profile feature's area, the orders feature's
// Order History tab, the session, and the navigation list whose 'myadmin'
// entries become tabs.

const accountRoute = getRouteApi('/account');

export function AccountScreen() {
  const { tab } = accountRoute.useSearch();
  const navigate = useNavigate();
  const session = useAuthSession();
  const navigation = useContentList();
  if (!session) return <SignInPrompt />;
  return (
    <AccountArea
      session={{ profileId: session.profileId ?? null, isAdmin: session.isAdmin, isQuasiAdmin: session.isQuasiAdmin }}
      requestedTab={tab}
      // Switching tabs replaces the history entry (arrow keys would otherwise
      // stack one per press) and keeps the scroll position.
      onSelectTab={(id) =>
        void navigate({ to: '/account', search: id === DEFAULT_ACCOUNT_TAB ? {} : { tab: id }, replace: true, resetScroll: false })
      }
      navigation={navigation.data?.items ?? []}
      navigationPending={navigation.isPending}
      orderHistory={<OrderHistoryTab />}
    />
  );
}
