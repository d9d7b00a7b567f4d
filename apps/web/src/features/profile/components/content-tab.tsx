import type { NavigationItem } from '@labstore/domain';
import { useDocumentMeta } from '../../../lib/document-meta';
import { useLangAttribute } from '../../../lib/text-language';
import { useInAppLinks } from '../../../lib/use-in-app-links';
import { useRichTextStyles } from '../../../lib/rich-text-styles';
import styles from './account-area.module.css';

/** spec/01 2.6 dynamic content page, as a tab: the entry's HTML (which brings its own heading) and its meta tags. */
export function ContentTab({ entry }: { entry: NavigationItem }) {
  useDocumentMeta({ description: entry.metaDescription, robots: entry.metaRobots });
  const onClick = useInAppLinks();
  const langOf = useLangAttribute();
  const htmlRef = useRichTextStyles<HTMLElement>(entry.content);
  return (
    <article
      ref={htmlRef}
      className={styles.content}
      lang={langOf(entry.contentLang)}
      onClick={onClick}
      // DESIGN.md API: page HTML is sanitized by the server when it is saved.
      dangerouslySetInnerHTML={{ __html: entry.content ?? '' }}
    />
  );
}
