import { UNSTATED_FASTING_HOURS } from '@labstore/domain';

// Issue 18 "The lab-visit pass": how many hours a seeded test asks the
// patient to fast, read from its preparation text, so the pass can say "fast
// for 12 hours" rather than only "fasting required".

const FAST_WORD = /\bfast(?:ing|ed)?\b/i;
/** "8 hours", "9-12 hours", "9 to 12 hours": the larger figure is the fast to keep. */
const HOURS = /(\d{1,2})(?:\s*(?:-|–|to)\s*(\d{1,2}))?\s*hours?\b/gi;

/** The text's sentences and their clauses: "Fasting is not required, but avoid alcohol for 24 hours" names no fast of 24 hours. */
function plainClauses(html: string): string[] {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.split(/(?<=[.!?])\s+|[,;]\s*/);
}

/**
 * The longest fast the preparation text names, in hours, read only from its
 * clauses about fasting (a biotin pause of "72 hours" is no fast);
 * `UNSTATED_FASTING_HOURS` when it asks for a fast without a figure; null
 * when the test needs no fast (`fastingRequired` false).
 */
export function fastingHoursOf(instructionsHtml: string, fastingRequired: boolean): number | null {
  if (!fastingRequired) return null;
  const figures = plainClauses(instructionsHtml)
    .filter((clause) => FAST_WORD.test(clause))
    .flatMap((clause) => [...clause.matchAll(HOURS)].map((match) => Number(match[2] ?? match[1])));
  return figures.length > 0 ? Math.max(...figures) : UNSTATED_FASTING_HOURS;
}
