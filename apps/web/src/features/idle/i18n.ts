import i18next from 'i18next';
import { idleEn } from './locales/en';
import { idleEs } from './locales/es';

// The idle warning loads only once someone is signed in (app/root-layout.tsx),
// and its strings with it, not with every visitor's first load.
i18next.addResourceBundle('en', 'idle', idleEn, true, false);
i18next.addResourceBundle('es', 'idle', idleEs, true, false);
