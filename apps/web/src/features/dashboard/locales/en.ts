// Strings of the administration area (namespace 'dashboard'); they travel in
// the dashboard's own chunk.
export const dashboardEn = {
  titles: {
    dashboard: 'Dashboard',
    infusionsoft: 'Infusionsoft',
    users: 'Users',
  },
} as const;
