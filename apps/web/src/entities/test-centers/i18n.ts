import i18next from 'i18next';
import { testCentersEn } from './locales/en';
import { testCentersEs } from './locales/es';

// The finder page and the cart card load lazily, so their strings come with
// them. Every module that shows test center strings imports this file first.
i18next.addResourceBundle('en', 'testCenters', testCentersEn, true, false);
i18next.addResourceBundle('es', 'testCenters', testCentersEs, true, false);
