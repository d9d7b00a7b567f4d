import '../i18n';
import type { BlogArticleList } from '@labstore/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenTitle } from '../../../components/ui/screen-title';
import { paths } from '../../../lib/paths';
import { useLastArticle, useNewestArticles, useTopArticles, useTrendingArticles } from '../api/get-blog-lists';
import { mostPopularSections } from '../blog-display';
import { ArticleCard, ArticleCardSkeleton } from './article-card';
import { LoadFailed } from '../../../components/ui/load-failed';
import { BlogBreadcrumb, BlogSection } from './blog-parts';
import { ConfirmSubscriptionDialog } from './confirm-subscription-dialog';
import { SubscribeBox } from './subscribe-box';
import styles from './blog-screens.module.css';

// spec/02 2.12: the blog home. A lazily loaded route chunk; the route's
// loader has started the four reads. The newsletter's confirmation link
// opens it with the confirmation dialog (issue 14).

export function BlogHomeScreen() {
  const { t } = useTranslation('blog');
  const last = useLastArticle();
  const latest = last.data;

  return (
    <>
      <BlogBreadcrumb />
      <ScreenTitle title={t('home.title')} />
      <p className={styles.intro}>{t('home.intro')}</p>
      <div className={styles.homeTop}>
        <BlogSection id="blog-latest" title={t('home.latest')} className={styles.latest}>
          {last.isPending ? (
            <ArticleCardSkeleton variant="feature" />
          ) : latest ? (
            <ArticleCard article={latest} variant="feature" headingLevel={3} priority />
          ) : latest === null ? (
            <p className={styles.empty}>{t('home.empty')}</p>
          ) : (
            <LoadFailed message={t('home.failed')} onRetry={() => void last.refetch()} />
          )}
        </BlogSection>
        <SubscribeBox />
      </div>
      <ConfirmSubscriptionDialog />
      <TrendingSection />
      <MostPopularSection />
      <ChronologicalSection latestId={latest?.id} />
      <p className={styles.allArticles}>
        <Link {...paths.blogExploreMore()} className={styles.primaryPill}>
          {t('home.allArticles')}
        </Link>
      </p>
    </>
  );
}

/** A list section's loading, failed and empty states; `children` renders the loaded list. */
function ListState({ query, empty, skeletons, children }: { query: UseQueryResult<BlogArticleList>; empty: string; skeletons: ReactNode; children: (list: BlogArticleList) => ReactNode }) {
  const { t } = useTranslation('blog');
  if (query.data) return query.data.items.length === 0 ? <p className={styles.empty}>{empty}</p> : <>{children(query.data)}</>;
  if (query.isError) return <LoadFailed message={t('home.failed')} onRetry={() => void query.refetch()} />;
  return <>{skeletons}</>;
}

const gridSkeletons = (count: number) => (
  <div className={styles.grid}>
    {Array.from({ length: count }, (_, index) => (
      <ArticleCardSkeleton key={index} variant="card" />
    ))}
  </div>
);

function TrendingSection() {
  const { t } = useTranslation('blog');
  return (
    <BlogSection id="blog-trending" title={t('home.trending')}>
      <ListState query={useTrendingArticles()} empty={t('home.trendingEmpty')} skeletons={gridSkeletons(2)}>
        {({ items }) => (
          <ul className={styles.grid}>
            {items.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} variant="card" headingLevel={3} />
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </BlogSection>
  );
}

function MostPopularSection() {
  const { t } = useTranslation('blog');
  return (
    <BlogSection id="blog-popular" title={t('home.popular')}>
      <ListState query={useTopArticles()} empty={t('home.empty')} skeletons={<ArticleCardSkeleton variant="feature" />}>
        {({ items }) => {
          const { featured, others } = mostPopularSections(items);
          return (
            <div className={styles.popular}>
              {featured && <ArticleCard article={featured} variant="feature" headingLevel={3} />}
              {others.length > 0 && (
                <ul className={styles.lines}>
                  {others.map((article) => (
                    <li key={article.id}>
                      <ArticleCard article={article} variant="line" headingLevel={3} />
                    </li>
                  ))}
                </ul>
              )}
            </div>
          );
        }}
      </ListState>
    </BlogSection>
  );
}

/** The newest articles, less the latest one shown at the top of the page. */
function ChronologicalSection({ latestId }: { latestId: string | undefined }) {
  const { t } = useTranslation('blog');
  return (
    <BlogSection id="blog-chronological" title={t('home.chronological')}>
      <ListState query={useNewestArticles()} empty={t('home.empty')} skeletons={gridSkeletons(3)}>
        {({ items }) => (
          <ul className={styles.grid}>
            {items
              .filter((article) => article.id !== latestId)
              .map((article) => (
                <li key={article.id}>
                  <ArticleCard article={article} variant="card" headingLevel={3} />
                </li>
              ))}
          </ul>
        )}
      </ListState>
    </BlogSection>
  );
}
