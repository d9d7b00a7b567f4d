import { lazy } from 'react';
import type { DashboardEnvironment } from '../features/dashboard/gate/dashboard-environment';

// The app composes what the dashboard needs of other features (features do
// not import each other, docs/architecture.md): the Users tab's profile
// sub-tab is the profile feature's form, fetched only when an administrator
// opens a user's profile.
export const dashboardEnvironment: DashboardEnvironment = {
  UserProfile: lazy(() => import('./dashboard-user-profile').then((module) => ({ default: module.DashboardUserProfile }))),
};
