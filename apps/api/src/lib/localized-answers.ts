import { localizeMessage, type Notice, type SiteLanguage } from '@labstore/domain';

// DESIGN.md API, issue 16: the services speak the catalogue's English; what
// a person reads in a success answer (spec/02 8's notices, a payment or promo
// message) is put into the request's language by its route, as the error
// handler does for refusals.

export function localizedNotices(notices: readonly Notice[], language: SiteLanguage): Notice[] {
  return notices.map((notice) => ({ ...notice, message: localizeMessage(notice.message, language) }));
}

/** An answer whose `message` a person reads (a checkout result, a promo result). */
export function withLocalizedMessage<T extends { message: string }>(answer: T, language: SiteLanguage): T {
  return { ...answer, message: localizeMessage(answer.message, language) };
}

/** A cart, or an answer carrying one, with its notices in the request's language. */
export function withLocalizedCartNotices<T extends { notices: readonly Notice[] }>(answer: T, language: SiteLanguage): T {
  return { ...answer, notices: localizedNotices(answer.notices, language) };
}
