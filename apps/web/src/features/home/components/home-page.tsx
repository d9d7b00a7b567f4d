import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentMeta } from '../../../lib/document-meta';
import { paths } from '../../../lib/paths';
import styles from './home-page.module.css';

/** The store's page on an independent review site (the navigation's 'Lab Test Reviews' entry points there too). */
const REVIEWS_URL = 'https://www.trustpilot.com/';

// The counter band and the carousel start below the fold: they load after
// the first paint, keeping the storefront's first load small (decisions.md).
const CounterBand = lazy(() => import('./counter-band').then((module) => ({ default: module.CounterBand })));
const CategoryCarousel = lazy(() => import('./category-carousel').then((module) => ({ default: module.CategoryCarousel })));

/** spec/02 2.2: the home page. */
export function HomePage({ siteName }: { siteName: string }) {
  const { t } = useTranslation('home');
  useDocumentMeta({ title: `${siteName} — ${t('headline')}` });
  const steps = [
    { key: 'find', title: t('steps.find.title'), body: <>{t('steps.find.text')}</> },
    {
      key: 'visit',
      title: t('steps.visit.title'),
      body: (
        <>
          {t('steps.visit.text')} <Link {...paths.testCenters()}>{t('steps.visit.link')}</Link>.
        </>
      ),
    },
    { key: 'results', title: t('steps.results.title'), body: <>{t('steps.results.text')}</> },
  ];
  return (
    <>
      <section className={styles.hero}>
        <h1 className={styles.headline}>{t('headline')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
        <Link {...paths.catalogue()} className={styles.cta}>
          {t('browse')}
        </Link>
      </section>

      <section className={styles.section} aria-labelledby="home-steps">
        <h2 id="home-steps" className={styles.heading}>
          {t('steps.title')}
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
          {t('reviews.title')}
        </h2>
        {/* spec/02 2.2 names a reviews widget: until a review provider is
            configured, the store points to its independent reviews rather
            than quoting customers it cannot show. */}
        <p className={styles.stepText}>{t('reviews.text')}</p>
        <a className={styles.reviewsLink} href={REVIEWS_URL} target="_blank" rel="noopener noreferrer">
          {t('reviews.link')}
          <span className="visually-hidden"> {t('reviews.newTab')}</span>
        </a>
      </section>

      <Suspense fallback={<div className={styles.carouselSpace} />}>
        <CategoryCarousel />
      </Suspense>
    </>
  );
}
