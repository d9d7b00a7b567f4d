import { useEffect, useState } from 'react';
import { useFormats } from '../../../lib/formats';
import { useMediaQuery } from '../../../lib/use-media-query';
import { COUNT_STEP_MS, COUNT_STEPS, countedCents } from '../counting';

/**
 * An amount that counts to its value (spec/02 2.6 Average Order Savings).
 * Screen readers hear the amount once; with reduced motion it shows at once.
 */
export function CountingAmount({ cents }: { cents: number }) {
  const { usd } = useFormats();
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [count, setCount] = useState({ from: 0, to: cents, step: 0 });
  const counted = countedCents(count.from, count.to, count.step);

  // A new amount counts on from the figure on screen, not from zero.
  if (count.to !== cents) setCount({ from: counted, to: cents, step: 0 });

  useEffect(() => {
    if (reduceMotion || count.step >= COUNT_STEPS) return;
    const timer = window.setTimeout(() => setCount((current) => ({ ...current, step: current.step + 1 })), COUNT_STEP_MS);
    return () => window.clearTimeout(timer);
  }, [count, reduceMotion]);

  return (
    <>
      <span aria-hidden="true">{usd(reduceMotion ? cents : counted)}</span>
      <span className="visually-hidden">{usd(cents)}</span>
    </>
  );
}
