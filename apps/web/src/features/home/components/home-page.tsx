import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentMeta } from '../../../lib/document-meta';
import { paths } from '../../../lib/paths';
import { useAuthSession } from '../../../lib/session/current-session';
import styles from './home-page.module.css';

// The counter band and the carousel start below the fold: they load after
// the first paint, keeping the storefront's first load small (decisions.md).
const CounterBand = lazy(() => import('./counter-band').then((module) => ({ default: module.CounterBand })));
const ReviewsSection = lazy(() => import('./reviews-section').then((module) => ({ default: module.ReviewsSection })));
const CategoryCarousel = lazy(() => import('./category-carousel').then((module) => ({ default: module.CategoryCarousel })));
// Issue 18: a signed-in customer's passes waiting for their visit; its code
// (and the kept documents' reading) loads only for a signed-in visitor.
const WaitingPasses = lazy(() => import('./waiting-passes-loader'));

/** spec/02 2.2: the home page. */
export function HomePage({ siteName }: { siteName: string }) {
  const { t } = useTranslation('home');
  const session = useAuthSession();
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

      {session?.userId && (
        <Suspense fallback={null}>
          <WaitingPasses userId={session.userId} actingForCustomer={session.isQuasiAdmin} />
        </Suspense>
      )}

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

      <Suspense fallback={<div className={styles.reviewsSpace} />}>
        <ReviewsSection />
      </Suspense>

      <Suspense fallback={<div className={styles.carouselSpace} />}>
        <CategoryCarousel />
      </Suspense>
    </>
  );
}
