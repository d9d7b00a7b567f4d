// The URL names of the two tabs other screens open by address (spec/03 2
// Routes): dashboard/infusionsoft and the user menu's dashboard.users. Kept
// apart from the tab registry, which lives in the dashboard's own chunk.
export const INFUSIONSOFT_TAB = 'infusionsoft';
export const USERS_TAB = 'users';
