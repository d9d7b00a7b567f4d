import i18next from 'i18next';
import { homePassesEn } from './locales/passes-en';
import { homePassesEs } from './locales/passes-es';

// The waiting passes' card loads for a signed-in customer only, after the
// first paint: its strings come with it rather than with the first load.
i18next.addResourceBundle('en', 'homePasses', homePassesEn, true, false);
i18next.addResourceBundle('es', 'homePasses', homePassesEs, true, false);
