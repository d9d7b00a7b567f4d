import '../i18n';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths';
import styles from './blog-screens.module.css';

/** Home, Blog, then the screen's own crumb (the current page, not a link). */
export function BlogBreadcrumb({ current }: { current?: string }) {
  const { t } = useTranslation('blog');
  return (
    <nav aria-label={t('breadcrumb.label')} className={styles.breadcrumb}>
      <ol>
        <li>
          <Link {...paths.home()}>{t('breadcrumb.home')}</Link>
        </li>
        <li>{current ? <Link {...paths.blog()}>{t('breadcrumb.blog')}</Link> : <span aria-current="page">{t('breadcrumb.blog')}</span>}</li>
        {current && (
          <li>
            <span aria-current="page">{current}</span>
          </li>
        )}
      </ol>
    </nav>
  );
}

/** A titled section of the blog home; the heading names it for assistive technology. */
export function BlogSection({ id, title, children, className }: { id: string; title: string; children: ReactNode; className?: string }) {
  return (
    <section className={className ? `${styles.section} ${className}` : styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionHeading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
