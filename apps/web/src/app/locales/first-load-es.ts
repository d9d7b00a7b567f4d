import type { ResourceLanguage } from 'i18next';
import { contentEs } from '../../features/content/locales/es';
import { homeEs } from '../../features/home/locales/es';
import { shellEs } from '../../features/shell/locales/es';
import { commonEs } from '../../lib/locales/es';
import { appEs } from './es';

// The Spanish of the first load's namespaces, a chunk of its own: imported
// (lib/i18n.ts) only when Spanish is chosen, so English visitors never
// download it (issue 10, first load).
export const firstLoadEs = {
  common: commonEs,
  app: appEs,
  shell: shellEs,
  content: contentEs,
  home: homeEs,
} satisfies ResourceLanguage;
