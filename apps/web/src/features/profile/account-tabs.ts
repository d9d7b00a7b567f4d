import { ACCOUNT_TAB_PARENT, type NavigationItem } from '@labstore/domain';

// spec/01 2.6: the account area's tabs: Order History, Account Profile,
// Children/Minors (administrators and quasi-administrators), then the
// content pages the navigation list files under 'myadmin'.

export type AccountTab =
  | { kind: 'orderHistory'; id: 'orderHistory' }
  | { kind: 'profile'; id: 'profile' }
  | { kind: 'children'; id: 'children' }
  | { kind: 'content'; id: string; entry: NavigationItem };

export type FixedTabKind = Exclude<AccountTab['kind'], 'content'>;
const FIXED_TABS: readonly FixedTabKind[] = ['orderHistory', 'profile', 'children'];

/** /account with no tab shows the profile: the account menu's "Account Profile" leads there (spec/01 2.2). */
export const DEFAULT_ACCOUNT_TAB = 'profile';

/** The active content pages under 'myadmin', by position; external links are not pages. */
export function accountContentEntries(items: readonly NavigationItem[]): NavigationItem[] {
  return items
    .filter((item) => item.parent === ACCOUNT_TAB_PARENT && item.isActive && !item.isLink)
    .sort((a, b) => a.position - b.position);
}

export function accountTabs(canManageChildren: boolean, contentEntries: readonly NavigationItem[]): AccountTab[] {
  const fixed: AccountTab[] = [
    { kind: 'orderHistory', id: 'orderHistory' },
    { kind: 'profile', id: 'profile' },
    ...(canManageChildren ? [{ kind: 'children', id: 'children' } as const] : []),
  ];
  const taken = new Set<string>(FIXED_TABS);
  const content = contentEntries
    .filter((entry) => !taken.has(entry.slug))
    .map((entry): AccountTab => ({ kind: 'content', id: entry.slug, entry }));
  return [...fixed, ...content];
}

export type ResolvedTab = { status: 'found'; tab: AccountTab } | { status: 'loading' };

const normalise = (value: string) => value.trim().replace(/^\/+|\/+$/g, '').toLowerCase();

/**
 * The tab a URL asks for. A content tab is found by slug or name (spec/01
 * 2.6); while the navigation list is still loading an unknown name may yet
 * be one ('Loading content...'). Anything else, or a tab the user may not
 * see (Children/Minors for a customer), falls back to the profile.
 */
export function resolveAccountTab(requested: string | undefined, tabs: readonly AccountTab[], contentPending: boolean): ResolvedTab {
  const wanted = normalise(requested ?? DEFAULT_ACCOUNT_TAB);
  const found = tabs.find(
    (tab) => normalise(tab.id) === wanted || (tab.kind === 'content' && normalise(tab.entry.name) === wanted),
  );
  if (found) return { status: 'found', tab: found };
  const fixed = FIXED_TABS.some((kind) => normalise(kind) === wanted);
  if (contentPending && !fixed) return { status: 'loading' };
  const profile = tabs.find((tab) => tab.kind === 'profile');
  if (!profile) throw new Error('the account area always has a profile tab');
  return { status: 'found', tab: profile };
}
