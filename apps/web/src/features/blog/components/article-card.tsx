import '../i18n';
import { type BlogArticleSummary, publicReadUrls } from '@labstore/domain';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../lib/formats';
import { paths } from '../../../lib/paths';
import { useLangAttribute } from '../../../lib/text-language';
import { formatArticleDate } from '../blog-display';
import styles from './article-card.module.css';

interface ArticleCardProps {
  article: BlogArticleSummary;
  /** 'feature': a wide card with its cover (latest, first of the most popular); 'card': a tile of a grid; 'line': title and facts only. */
  variant: 'feature' | 'card' | 'line';
  /** The card's heading level under its section's heading. */
  headingLevel: 2 | 3;
  /** Above the fold: fetch the cover at once. */
  priority?: boolean;
}

/** One article in a list of the blog: cover, title linking to blog/{slug}, short description, author, date and reading time. */
export function ArticleCard({ article, variant, headingLevel, priority = false }: ArticleCardProps) {
  const { t } = useTranslation('blog');
  const langOf = useLangAttribute();
  const format = useFormats();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={`${styles.card} ${styles[variant]}`}>
      {variant !== 'line' && (
        // Decorative: the title says the same, and the link is on the title.
        <div className={styles.cover} aria-hidden="true">
          {article.imageId && (
            <img
              src={publicReadUrls.image(article.imageId)}
              alt=""
              width={1200}
              height={500}
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : undefined}
              decoding="async"
            />
          )}
        </div>
      )}
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Link {...paths.blogArticle(article.slug)} className={styles.link} lang={langOf(article.lang)}>
            {article.title}
          </Link>
        </Heading>
        {variant !== 'line' && (
          <p className={styles.description} lang={langOf(article.lang)}>
            {article.shortDescription}
          </p>
        )}
        <p className={styles.facts}>
          <span>{article.author}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={article.updatedDate}>{formatArticleDate(article.updatedDate, format)}</time>
          <span aria-hidden="true"> · </span>
          <span>{t('card.minutes', { count: article.estimateLength })}</span>
        </p>
      </div>
    </article>
  );
}

/** A card's place while its list loads: the same size, so nothing moves when it arrives. */
export function ArticleCardSkeleton({ variant }: { variant: 'feature' | 'card' | 'line' }) {
  return (
    <div className={`${styles.card} ${styles[variant]}`} aria-hidden="true">
      {variant !== 'line' && <div className={`${styles.cover} ${styles.pulse}`} />}
      <div className={styles.body}>
        <span className={`${styles.skeletonLine} ${styles.pulse}`} />
        <span className={`${styles.skeletonLine} ${styles.short} ${styles.pulse}`} />
      </div>
    </div>
  );
}
