import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useDocumentMeta } from '../../../lib/document-meta';
import { paths } from '../../../lib/paths';
import { useHomeText } from '../i18n';
import styles from './home-page.module.css';

/** The store's page on an independent review site (the navigation's 'Lab Test Reviews' entry points there too). */
const REVIEWS_URL = 'https://www.trustpilot.com/';

// The counter band and the carousel start below the fold: they load after
// the first paint, keeping the storefront's first load small (decisions.md).
const CounterBand = lazy(() => import('./counter-band').then((module) => ({ default: module.CounterBand })));
const CategoryCarousel = lazy(() => import('./category-carousel').then((module) => ({ default: module.CategoryCarousel })));

/** spec/02 2.2: the home page. */
export function HomePage({ siteName }: { siteName: string }) {
  const { text } = useHomeText();
  useDocumentMeta({ title: `${siteName} — ${text.headline}` });
  const steps = [
    { key: 'find', title: text.steps.find.title, body: <>{text.steps.find.text}</> },
    {
      key: 'visit',
      title: text.steps.visit.title,
      body: (
        <>
          {text.steps.visit.text} <Link {...paths.testCenters()}>{text.steps.visit.link}</Link>.
        </>
      ),
    },
    { key: 'results', title: text.steps.results.title, body: <>{text.steps.results.text}</> },
  ];
  return (
    <>
      <section className={styles.hero}>
        <h1 className={styles.headline}>{text.headline}</h1>
        <p className={styles.intro}>{text.intro}</p>
        <Link {...paths.catalogue()} className={styles.cta}>
          {text.browse}
        </Link>
      </section>

      <section className={styles.section} aria-labelledby="home-steps">
        <h2 id="home-steps" className={styles.heading}>
          {text.steps.title}
        </h2>
        <ol className={styles.steps}>
          {steps.map((step, index) => (
            <li key={step.key} className={styles.step}>
              <span className={styles.number} aria-hidden="true">
                {index + 1}
              </span>
              <h3 className={styles.stepTitle}>{step.title}</h3>
              <p className={styles.stepText}>{step.body}</p>
            </li>
          ))}
        </ol>
      </section>

      <Suspense fallback={<div className={styles.counterSpace} />}>
        <CounterBand />
      </Suspense>

      <section className={styles.section} aria-labelledby="home-reviews">
        <h2 id="home-reviews" className={styles.heading}>
          {text.reviews.title}
        </h2>
        {/* spec/02 2.2 names a reviews widget: until a review provider is
            configured, the store points to its independent reviews rather
            than quoting customers it cannot show. */}
        <p className={styles.stepText}>{text.reviews.text}</p>
        <a className={styles.reviewsLink} href={REVIEWS_URL} target="_blank" rel="noopener noreferrer">
          {text.reviews.link}
          <span className="visually-hidden"> {text.reviews.newTab}</span>
        </a>
      </section>

      <Suspense fallback={<div className={styles.carouselSpace} />}>
        <CategoryCarousel />
      </Suspense>
    </>
  );
}
