import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ScreenTitle } from '../../../components/ui/screen-title';
import { paths } from '../../../lib/paths';
import { SearchBox } from './search-box';
import styles from './not-found-page.module.css';

/** spec/01 2.1 'anything else': a not-found page that helps the visitor on. */
export function NotFoundPage() {
  const { t } = useTranslation('shell');
  return (
    <section className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <ScreenTitle title={t('notFound.title')} />
      <p className={styles.text}>{t('notFound.text')}</p>
      <SearchBox className={styles.search} />
      <Link {...paths.home()} className={styles.home}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
