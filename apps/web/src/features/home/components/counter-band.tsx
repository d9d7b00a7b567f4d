import '../sections-i18n';
import { COUNTER_STEP_MS, COUNTER_STEPS, HOME_COUNTERS } from '@labstore/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useFormats } from '../../../lib/formats';
import { counterValue } from '../counter';
import styles from './counter-band.module.css';

/**
 * spec/02 2.2: the counter band; each number counts up over 60 steps of 50 ms
 * once the band scrolls into view. With reduced motion it shows the totals at once.
 */
export function CounterBand() {
  const { t } = useTranslation('homeSections');
  const format = useFormats();
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [step, setStep] = useState(0);
  // Without IntersectionObserver (old browsers) the count starts at once.
  const [started, setStarted] = useState(() => typeof IntersectionObserver === 'undefined');
  const band = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = band.current;
    if (!element || started) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setStarted(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [started]);

  useEffect(() => {
    if (!started || reduceMotion) return;
    const timer = window.setInterval(() => {
      setStep((current) => {
        if (current + 1 >= COUNTER_STEPS) window.clearInterval(timer);
        return Math.min(current + 1, COUNTER_STEPS);
      });
    }, COUNTER_STEP_MS);
    return () => window.clearInterval(timer);
  }, [started, reduceMotion]);

  const shownStep = reduceMotion ? COUNTER_STEPS : step;
  const counters: { label: string; target: number; write: (value: number) => string }[] = [
    { label: t('counters.customers'), target: HOME_COUNTERS.customersServed, write: format.number },
    { label: t('counters.tests'), target: HOME_COUNTERS.labTestsOrdered, write: format.number },
    { label: t('counters.savings'), target: HOME_COUNTERS.customerSavingsDollars, write: (dollars) => format.usd(dollars * 100, { wholeDollars: true }) },
  ];

  return (
    <section ref={band} className={styles.band} aria-labelledby="home-counters">
      <h2 id="home-counters" className="visually-hidden">
        {t('counters.title')}
      </h2>
      <dl className={styles.list}>
        {counters.map((counter) => (
          <div key={counter.label} className={styles.counter}>
            <dt className={styles.label}>{counter.label}</dt>
            <dd className={styles.value}>
              {/* Screen readers hear the total once, not sixty updates. */}
              <span aria-hidden="true">{counter.write(counterValue(counter.target, shownStep))}</span>
              <span className="visually-hidden">{counter.write(counter.target)}</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
