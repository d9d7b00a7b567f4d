import type { Dictionary } from '../../../lib/i18n';
import type { dashboardEn } from './en';

export const dashboardEs: Dictionary<typeof dashboardEn> = {
  titles: {
    dashboard: 'Panel de administración',
    infusionsoft: 'Infusionsoft',
    users: 'Usuarios',
  },
};
