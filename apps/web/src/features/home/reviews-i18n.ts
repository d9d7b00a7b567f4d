import i18next from 'i18next';
import { homeReviewsEn } from './locales/reviews-en';
import { homeReviewsEs } from './locales/reviews-es';

// The reviews section loads below the fold, after the first paint: its
// strings come with it rather than with the first load.
i18next.addResourceBundle('en', 'homeReviews', homeReviewsEn, true, false);
i18next.addResourceBundle('es', 'homeReviews', homeReviewsEs, true, false);
