import { describe, expect, test } from 'vitest';
import { siteLanguageOf } from './site-language';

describe('siteLanguageOf', () => {
  test('English when the header names no supported language, or is missing', () => {
    expect(siteLanguageOf(undefined)).toBe('en');
    expect(siteLanguageOf('')).toBe('en');
    expect(siteLanguageOf('fr-FR, de;q=0.8')).toBe('en');
    expect(siteLanguageOf('__proto__')).toBe('en');
  });

  test('the supported language of highest quality, by primary subtag', () => {
    expect(siteLanguageOf('es')).toBe('es');
    expect(siteLanguageOf('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(siteLanguageOf('en-US,en;q=0.9,es;q=0.8')).toBe('en');
    expect(siteLanguageOf('fr, es;q=0.5, en;q=0.4')).toBe('es');
    expect(siteLanguageOf('ES')).toBe('es');
  });

  test('a language refused with q=0 or an unreadable quality is not chosen', () => {
    expect(siteLanguageOf('es;q=0, en;q=0.1')).toBe('en');
    expect(siteLanguageOf('es;q=abc')).toBe('en');
  });
});
