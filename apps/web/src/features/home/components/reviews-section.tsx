import '../reviews-i18n';
import { useTranslation } from 'react-i18next';
import styles from './reviews-section.module.css';

/** The store's page on an independent review site (the navigation's 'Lab Test Reviews' entry points there too). */
const REVIEWS_URL = 'https://www.trustpilot.com/';

/** Sample reviews, by their dictionary key, with their rating out of 5. */
const REVIEWS = [
  { key: 'maria', rating: 5 },
  { key: 'james', rating: 5 },
  { key: 'aisha', rating: 5 },
  { key: 'robert', rating: 4 },
] as const;

const AVERAGE = REVIEWS.reduce((total, review) => total + review.rating, 0) / REVIEWS.length;

function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation('homeReviews');
  return (
    <span className={styles.stars} role="img" aria-label={t('stars', { rating })}>
      {'★'.repeat(rating)}
      <span className={styles.unlit}>{'★'.repeat(5 - rating)}</span>
    </span>
  );
}

/**
 * spec/02 2.2: the home page's reviews widget. The spec quotes no reviews,
 * and no review provider is connected: the section shows sample reviews and
 * says that they are samples, then links to the independent review site.
 */
export function ReviewsSection() {
  const { t } = useTranslation('homeReviews');
  return (
    <section className={styles.section} aria-labelledby="home-reviews">
      <div className={styles.header}>
        <h2 id="home-reviews" className={styles.heading}>
          {t('title')}
        </h2>
        <p className={styles.average}>
          <Stars rating={Math.round(AVERAGE)} /> {t('average', { rating: AVERAGE })}
        </p>
      </div>
      <ul className={styles.reviews}>
        {REVIEWS.map((review) => (
          <li key={review.key} className={styles.review}>
            <Stars rating={review.rating} />
            <blockquote className={styles.quote}>
              <p>{t(`items.${review.key}.text`)}</p>
            </blockquote>
            <p className={styles.author}>{t(`items.${review.key}.name`)}</p>
            <p className={styles.test}>{t(`items.${review.key}.test`)}</p>
          </li>
        ))}
      </ul>
      <p className={styles.sample}>{t('sample')}</p>
      <a className={styles.link} href={REVIEWS_URL} target="_blank" rel="noopener noreferrer">
        {t('link')}
        <span className="visually-hidden"> {t('newTab')}</span>
      </a>
    </section>
  );
}
