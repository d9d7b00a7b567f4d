import { initI18n } from '../../lib/i18n';
import { commonEn } from '../../lib/locales/en';

// Imported first by the component tests: the form kit adds its strings when
// its module loads, which needs i18next started (main.tsx starts it before
// any lazy screen loads).
initI18n({ en: { common: commonEn }, loadSpanish: async () => ({}), savePreference: async () => undefined });
