import { useTranslation } from 'react-i18next';
import { useDocumentMeta } from '../../lib/document-meta';
import styles from './screen-title.module.css';

interface ScreenTitleProps {
  title: string;
  /** The browser tab's title; by default the screen title followed by the site name. */
  documentTitle?: string;
  /** The title's language when it is not the page's (lib/text-language.ts). */
  lang?: string;
}

/** A screen's one <h1>, mirrored in the document title. */
export function ScreenTitle({ title, documentTitle, lang }: ScreenTitleProps) {
  const { t } = useTranslation('app');
  useDocumentMeta({ title: documentTitle ?? `${title} | ${t('siteName')}` });
  return (
    <h1 className={styles.title} lang={lang}>
      {title}
    </h1>
  );
}
