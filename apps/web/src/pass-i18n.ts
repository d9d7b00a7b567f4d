import { shellEn } from './features/shell/locales/en';
import { initI18n } from './lib/i18n';
import { commonEn } from './lib/locales/en';

// Issue 18: the pass page's languages (pass-page.tsx): the shell's and the
// common strings; the pass and the kept documents add theirs as they load.
initI18n({
  en: { common: commonEn, shell: shellEn },
  loadSpanish: () => Promise.all([import('./lib/locales/es'), import('./features/shell/locales/es')]).then(([common, shell]) => ({ common: common.commonEs, shell: shell.shellEs })),
  // Nobody is signed in on the pass page: the choice stays on this device.
  savePreference: () => Promise.resolve(),
});
