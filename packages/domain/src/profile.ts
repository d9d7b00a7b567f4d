
// spec/01 3, spec/02 3: address types.
export const ADDRESS_TYPE = {
  Home: 0,
  Billing: 1,
  Government: 2,
} as const;
export type AddressType = (typeof ADDRESS_TYPE)[keyof typeof ADDRESS_TYPE];

// spec/01 3: gender.
export const GENDER = {
  Male: 1,
  Female: 2,
} as const;
export type Gender = (typeof GENDER)[keyof typeof GENDER];

export const GENDER_LABELS: Readonly<Record<Gender, string>> = {
  1: 'Male',
  2: 'Female',
};

// spec/01 3, 9: language preference; the site switches to es for Spanish (spec/01 4).
export const LANGUAGE = {
  English: 0,
  Spanish: 1,
} as const;
export type Language = (typeof LANGUAGE)[keyof typeof LANGUAGE];

/** spec/01 2.4: the registration selector reads English / Espanol. */
export const LANGUAGE_LABELS: Readonly<Record<Language, string>> = {
  0: 'English',
  1: 'Espanol',
};

export function localeForLanguage(language: Language): 'en' | 'es' {
  return language === LANGUAGE.Spanish ? 'es' : 'en';
}

/** spec/01 9: the suffix list; a profile's title is an index into it (spec/01 3). */
export const SUFFIXES = ['None', 'Sr.', 'Jr.', 'I', 'II', 'III'] as const;
export type Suffix = (typeof SUFFIXES)[number];

/**
 * spec/01 5: names are capitalised on the first letter. Each part after a
 * space or hyphen is capitalised too (Mary-Jane, De La Cruz); the other
 * letters stay as typed so that McDonald is not turned into Mcdonald.
 */
export function capitalizeName(name: string): string {
  return name.replace(
    /(^|[ -])(\p{Ll})/gu,
    (_match, separator: string, letter: string) => separator + letter.toUpperCase(),
  );
}
