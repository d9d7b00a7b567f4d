import type { NavigationItem } from '@labstore/domain';
import { useTranslation } from 'react-i18next';
import { ScreenTitle } from '../../../components/ui/screen-title';
import { useDocumentMeta } from '../../../lib/document-meta';
import { useLangAttribute } from '../../../lib/text-language';
import { useInAppLinks } from '../../../lib/use-in-app-links';
import { useRichTextStyles } from '../../../lib/rich-text-styles';
import styles from './content-page.module.css';

/** spec/01 2.6 dynamic content page: the entry's HTML, with its own title and meta tags. */
export function ContentPage({ entry }: { entry: NavigationItem }) {
  useDocumentMeta({ description: entry.metaDescription, robots: entry.metaRobots });
  const onClick = useInAppLinks();
  const langOf = useLangAttribute();
  const htmlRef = useRichTextStyles<HTMLElement>(entry.content);
  return (
    <>
      <ScreenTitle title={entry.name} documentTitle={entry.pageTitle || undefined} lang={langOf(entry.lang)} />
      <article
        ref={htmlRef}
        className={styles.content}
        lang={langOf(entry.contentLang)}
        onClick={onClick}
        // DESIGN.md API: page HTML is sanitized by the server when it is saved.
        dangerouslySetInnerHTML={{ __html: entry.content ?? '' }}
      />
    </>
  );
}

export function ContentLoading() {
  const { t } = useTranslation('content');
  return (
    <p className={styles.loading} role="status">
      {t('loading')}
    </p>
  );
}
