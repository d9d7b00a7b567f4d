import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

// What the dashboard needs from other features, composed by the app
// (app/dashboard-environment.ts) and handed down by the dashboard's routes:
// features do not import each other (docs/architecture.md). It sits in the
// public door, with the routes that carry it, and holds no administration.

/** The Users tab's profile sub-tab (spec/03 2): the account area's profile form, with an administrator's rights, about another account. */
export interface UserProfileProps {
  profileId: string;
  /** The account's e-mail: named by '{email} no longer exist.' (spec/03 8); a change reads the profile again. */
  email: string;
  /** The form's read-mode buttons: the MFA and Non Transactional Emails toggles and Change Email. */
  actions: ReactNode;
  /** After a saved update. */
  onSaved: () => void;
}

export interface DashboardEnvironment {
  UserProfile: ComponentType<UserProfileProps>;
}

/** How the app hands the environment over: fetched with the dashboard, never in the storefront's first load. */
export type LoadDashboardEnvironment = () => Promise<DashboardEnvironment>;

export const DashboardEnvironmentContext = createContext<DashboardEnvironment | null>(null);

export function useDashboardEnvironment(): DashboardEnvironment {
  const environment = useContext(DashboardEnvironmentContext);
  if (!environment) throw new Error('the dashboard is rendered inside its routes, which carry its environment');
  return environment;
}
