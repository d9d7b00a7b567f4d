import { exhaustiveMap, type Notice } from '@labstore/domain';
import { buildErrorMessage } from '../../lib/error-message';
import type { Language } from '../../lib/i18n';
import { combineNotices } from './cart-notices';
import type { CartOutcome } from './cart-records';
import { cartOutboxEn } from './locales/en';
import { cartOutboxEs } from './locales/es';

// What the customer is told of the replay's outcomes: at once when a page
// replays, and on the next visit when the service worker replayed with no
// page open (it keeps its outcomes in the database; the page shows them once
// and deletes them).

/** The page's words a refusal the worker kept needs, in the site language (spec/02 8: the common namespace's errors). */
export interface RefusalWords {
  notFound: string;
  generic: string;
}

const WORDS = exhaustiveMap({ en: cartOutboxEn, es: cartOutboxEs });

/** The notice a page's own replay shows for an outcome: the server's notices together (spec/02 8), a refusal as a block; null: nothing to say. */
export function outcomeNotice(outcome: CartOutcome): Notice | null {
  return outcome.kind === 'refused' ? { type: 'block', message: outcome.message } : combineNotices(outcome.notices);
}

/**
 * The one notice that tells what the worker did with no page open: a lead
 * line, then a line for each edit sent (the server's notices, or ours where
 * it said nothing) and each refusal, as the most serious of their types (a
 * refusal waits to be closed). A refusal the worker kept holds only the
 * server's lines; it is worded here as the page words one (lib/error-message).
 */
export function workerReportNotice(outcomes: readonly CartOutcome[], language: Language, refusalWords: RefusalWords): Notice | null {
  const words = WORDS.get(language);
  const notices = outcomes.flatMap((outcome): readonly Notice[] => {
    if (outcome.kind === 'refused') {
      return [{ type: 'block', message: buildErrorMessage(outcome.status, { message: outcome.message }, refusalWords) || refusalWords.generic }];
    }
    if (outcome.kind === 'notices' || outcome.notices.length > 0) return outcome.notices;
    const name = outcome.productName ?? '';
    const said = outcome.edit === 'clear' ? words.cleared : outcome.edit === 'add' ? words.added : words.removed;
    return [{ type: 'success', message: said.replace('{{name}}', name) }];
  });
  const combined = combineNotices(notices);
  return combined && { type: combined.type, message: `${words.sentWhileClosed}\n${combined.message}` };
}
