import '../i18n';
import { BREAKPOINTS, type BlogArticle, publicReadUrls } from '@labstore/domain';
import { getRouteApi, Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenTitle } from '../../../components/ui/screen-title';
import { useDocumentMeta } from '../../../lib/document-meta';
import { paths } from '../../../lib/paths';
import { useLangAttribute } from '../../../lib/text-language';
import { useInAppLinks } from '../../../lib/use-in-app-links';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useRichTextStyles } from '../../../lib/rich-text-styles';
import { useArticle } from '../api/get-article';
import { useFormats } from '../../../lib/formats';
import { formatArticleDate } from '../blog-display';
import { LoadFailed } from '../../../components/ui/load-failed';
import { BlogBreadcrumb } from './blog-parts';
import styles from './blog-screens.module.css';

// spec/02 2.12: one article. Page title, description and robots come from the article.

// The sticky box shows only beside the article on wide screens, and it
// carries the form kit (37 kB): it loads there, apart from the article, so a
// phone never fetches it and a wide screen paints the article first (issue 10).
const SubscribeBox = lazy(() => import('./subscribe-box').then((module) => ({ default: module.SubscribeBox })));
const ASIDE_QUERY = `(min-width: ${BREAKPOINTS.articleAside}px)`;

const articleRoute = getRouteApi('/blog/$slug');

export function ArticleScreen() {
  const { t } = useTranslation('blog');
  const { slug } = articleRoute.useParams();
  const query = useArticle(slug);
  const article = query.data;

  if (query.isPending) return <ArticleSkeleton />;
  if (article) return <ArticleView article={article} />;
  if (article === null) {
    return (
      <>
        <BlogBreadcrumb />
        <ScreenTitle title={t('article.notFound')} />
        <p>
          <Link {...paths.blog()}>{t('article.backToBlog')}</Link>
        </p>
      </>
    );
  }
  return <LoadFailed message={t('article.failed')} onRetry={() => void query.refetch()} />;
}

function ArticleView({ article }: { article: BlogArticle }) {
  const { t } = useTranslation('blog');
  const format = useFormats();
  const onHtmlClick = useInAppLinks();
  const langOf = useLangAttribute();
  const wide = useMediaQuery(ASIDE_QUERY);
  const htmlRef = useRichTextStyles<HTMLDivElement>(article.text);
  useDocumentMeta({ description: article.metaDescription, robots: article.metaRobots });

  return (
    <>
      <BlogBreadcrumb current={article.title} />
      <div className={styles.articleLayout}>
        <article className={styles.article}>
          <header className={styles.articleHeader}>
            <ScreenTitle title={article.title} documentTitle={article.pageTitle || undefined} lang={langOf(article.lang)} />
            <p className={styles.lead} lang={langOf(article.lang)}>
              {article.shortDescription}
            </p>
            <p className={styles.articleFacts}>
              <span>{t('article.by', { author: article.author })}</span>
              <span>
                {t('article.lastUpdated')} <time dateTime={article.updatedDate}>{formatArticleDate(article.updatedDate, format)}</time>
              </span>
              <span>{t('article.length', { count: article.estimateLength })}</span>
            </p>
          </header>
          {article.imageId && (
            <img className={styles.articleCover} src={publicReadUrls.image(article.imageId)} alt="" width={1200} height={500} fetchPriority="high" decoding="async" />
          )}
          {/* docs/api-blog.md: the HTML is sanitized by the server when saved; its font sizes and padding are data attributes the ref applies. */}
          <div ref={htmlRef} className={styles.html} lang={langOf(article.lang)} onClick={onHtmlClick} dangerouslySetInnerHTML={{ __html: article.text }} />
        </article>
        <div className={styles.articleAside}>
          {wide && (
            <Suspense fallback={null}>
              <SubscribeBox sticky />
            </Suspense>
          )}
        </div>
      </div>
    </>
  );
}

function ArticleSkeleton() {
  return (
    <div className={styles.articleLayout} aria-hidden="true">
      <div className={styles.article}>
        <span className={`${styles.block} ${styles.titleBlock}`} />
        <span className={`${styles.block} ${styles.lineBlock}`} />
        <span className={`${styles.block} ${styles.coverBlock}`} />
        <span className={`${styles.block} ${styles.lineBlock}`} />
        <span className={`${styles.block} ${styles.lineBlock}`} />
      </div>
    </div>
  );
}
