import * as z from 'zod/mini';
import { SITE_LANGUAGES } from './site-language';

// Issue 16: translatable data answers in the request's language, English
// where an entry has no translation. Each such answer says which language
// its words are in, so the web app marks English shown on a Spanish page
// (lang="en") and screen readers switch voice.

/** The language an answer's words are written in. */
export const textLanguageSchema = z.enum(SITE_LANGUAGES);
