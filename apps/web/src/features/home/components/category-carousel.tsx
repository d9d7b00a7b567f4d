import '../sections-i18n';
import { CAROUSEL_INTERVAL_MS, publicReadUrls } from '@labstore/domain';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCategoryName } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useLangAttribute } from '../../../lib/text-language';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useCarouselCategories } from '../api/get-carousel-categories';
import styles from './category-carousel.module.css';

const IMAGE_SIZE = 160;

/**
 * spec/02 2.2, 9: the category carousel, moving every 9 s. It pauses while
 * the pointer or focus is inside, stops on the Pause button (WCAG 2.2.2),
 * and never moves by itself with reduced motion.
 */
export function CategoryCarousel() {
  const { t } = useTranslation('homeSections');
  const { data: categories } = useCarouselCategories();
  const categoryName = useCategoryName();
  const langOf = useLangAttribute();
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const count = categories?.length ?? 0;
  const running = count > 1 && !hovered && !focused && !stopped && !reduceMotion;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [running, count]);

  if (categories && count === 0) return null;
  const current = categories?.[index % Math.max(count, 1)];
  const go = (next: number) => setIndex(((next % count) + count) % count);

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-labelledby="home-carousel"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <h2 id="home-carousel" className={styles.title}>
        {t('carousel.title')}
      </h2>
      <div className={styles.frame}>
        {!current ? (
          <div className={styles.slide} role="status">
            <span className="visually-hidden">{t('carousel.loading')}</span>
            <span className={styles.imageSkeleton} aria-hidden="true" />
          </div>
        ) : (
          // Announced only when someone moves it, not on every automatic turn.
          <div className={styles.viewport} aria-live={running ? 'off' : 'polite'}>
            <div
              key={current.id}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={t('carousel.slide', { index: index + 1, count })}
            >
              {current.image1Id ? (
                <img
                  className={styles.image}
                  src={publicReadUrls.image(current.image1Id)}
                  alt=""
                  width={IMAGE_SIZE}
                  height={IMAGE_SIZE}
                  loading="lazy"
                  decoding="async"
                />
              ) : (
                <span className={styles.imageSkeleton} aria-hidden="true" />
              )}
              <div className={styles.body}>
                <h3 className={styles.name}>{categoryName(current)}</h3>
                {current.description && (
                  <p className={styles.description} lang={langOf(current.lang)}>
                    {current.description}
                  </p>
                )}
                <Link {...paths.category(current.id)} className={styles.view}>
                  {t('carousel.view')}
                  <span className="visually-hidden">: {categoryName(current)}</span>
                </Link>
              </div>
            </div>
          </div>
        )}
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          <button type="button" className={styles.control} aria-label={t('carousel.previous')} onClick={() => go(index - 1)}>
            <span aria-hidden="true">‹</span>
          </button>
          <ul className={styles.dots}>
            {categories?.map((category, position) => (
              <li key={category.id}>
                <button
                  type="button"
                  className={styles.dot}
                  aria-label={t('carousel.goTo', { index: position + 1 })}
                  aria-current={position === index ? 'true' : undefined}
                  onClick={() => go(position)}
                />
              </li>
            ))}
          </ul>
          <button type="button" className={styles.control} aria-label={t('carousel.next')} onClick={() => go(index + 1)}>
            <span aria-hidden="true">›</span>
          </button>
          {!reduceMotion && (
            <button
              type="button"
              className={styles.pause}
              aria-label={stopped ? t('carousel.playLabel') : t('carousel.pauseLabel')}
              onClick={() => setStopped(!stopped)}
            >
              {stopped ? t('carousel.play') : t('carousel.pause')}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
