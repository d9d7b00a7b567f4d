import i18next from 'i18next';
import { formsEn } from './locales/en';
import { formsEs } from './locales/es';

// The 'forms' namespace is added by the modules that show forms, which all
// load lazily: their words and the domain's catalogue of messages (which
// message-text.ts brings), Spanish above all, stay out of the first load
// (docs/decisions.md).
export const FORMS_NAMESPACE = 'forms';

i18next.addResourceBundle('en', FORMS_NAMESPACE, formsEn, true, false);
i18next.addResourceBundle('es', FORMS_NAMESPACE, formsEs, true, false);
