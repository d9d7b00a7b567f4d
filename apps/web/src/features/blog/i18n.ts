import i18next from 'i18next';
import { blogEn } from './locales/en';
import { blogEs } from './locales/es';

// The blog screens load lazily, so their strings come with them rather than
// with every visitor's first load (as in the catalogue). Every lazily loaded
// module of this feature imports this file first.
i18next.addResourceBundle('en', 'blog', blogEn, true, false);
i18next.addResourceBundle('es', 'blog', blogEs, true, false);
