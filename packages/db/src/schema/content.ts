import type { Insertable, Selectable, Updateable } from 'kysely';
import type { CreatedAt, Defaulted, Id, Json, NullableTimestamp } from './columns';

export interface ContentPagesTable {
  id: Id;
  name: string;
  slug: string;
  type: Defaulted<'navigation' | 'footer'>;
  parent: string;
  combobox: string | null;
  content: Defaulted<string>;
  description: string | null;
  is_link: Defaulted<boolean>;
  is_active: Defaulted<boolean>;
  icon_name: string | null;
  position: Defaulted<number>;
  page_title: string | null;
  meta_description: string | null;
  meta_robots: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}
export type ContentPage = Selectable<ContentPagesTable>;
export type NewContentPage = Insertable<ContentPagesTable>;
export type ContentPageUpdate = Updateable<ContentPagesTable>;

export interface BlogAuthorsTable {
  id: Id;
  name: string;
  bio: Defaulted<string>;
}

export interface BlogArticlesTable {
  id: Id;
  slug: string;
  title: string;
  short_description: string;
  author_id: string;
  estimate_length: number;
  text_html: string;
  page_title: string | null;
  meta_description: string | null;
  meta_robots: string | null;
  image_id: string | null;
  is_active: Defaulted<boolean>;
  view_count: Defaulted<number>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}
export type BlogArticle = Selectable<BlogArticlesTable>;
export type NewBlogArticle = Insertable<BlogArticlesTable>;

export interface MailTemplatesTable {
  id: Id;
  name: string;
  body: string;
  type: Defaulted<number>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/**
 * queued: waiting for its first attempt; retrying: an attempt failed and
 * another is scheduled; sent; failed: the last attempt failed; kept: no SMTP
 * server is configured, so it is kept in the log only.
 */
export type EmailStatus = 'queued' | 'retrying' | 'sent' | 'failed' | 'kept';
export interface EmailLogTable {
  id: Id;
  from_address: string;
  to_address: string;
  subject: string;
  body_html: string;
  body_text: Defaulted<string>;
  send_by: string;
  status: Defaulted<EmailStatus>;
  /** The last failed attempt's error. */
  error: string | null;
  user_id: string | null;
  created_at: CreatedAt;
  sent_at: NullableTimestamp;
  /** Delivery attempts made so far. */
  attempts: Defaulted<number>;
  last_attempt_at: NullableTimestamp;
}

export interface NewsletterSubscriptionsTable {
  email: string;
  subscribed_at: CreatedAt;
  unsubscribed_at: NullableTimestamp;
}

/** A newsletter subscribe request awaiting, or past, its owner's confirmation (double opt-in). */
export interface NewsletterConfirmationsTable {
  email: string;
  /** SHA-256 of the code the confirmation link carries. */
  code_hash: string;
  /** When the last confirmation e-mail was queued: the link expires, and another may be sent, counting from it. */
  sent_at: CreatedAt;
  confirmed_at: NullableTimestamp;
}

export interface AppSettingsTable {
  key: string;
  value: Json;
  updated_at: CreatedAt;
}

/** Issue 16: a page's or navigation entry's words in one language other than English; a null field shows the English one. */
export interface ContentPageTranslationsTable {
  page_id: string;
  language: string;
  name: string;
  content: string | null;
  description: string | null;
  page_title: string | null;
  meta_description: string | null;
}

/** Issue 16: an article's words in one language other than English (the fallback, in blog_articles). */
export interface BlogArticleTranslationsTable {
  article_id: string;
  language: string;
  title: string;
  short_description: string;
  text_html: string;
  page_title: string | null;
  meta_description: string | null;
}
