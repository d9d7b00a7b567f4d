import { adminBlogArticleInputSchema, TEXT_INPUT_MAX_LENGTH, type AdminBlogArticle, type AdminBlogArticleValues } from '@labstore/domain';
import { lazy, Suspense, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../../components/ui/dialog';
import { CheckboxField, FormButton, SelectField, SubmitButton, TextField } from '../../../../components/ui/form-controls';
import { domainResolver } from '../../../../lib/domain-resolver';
import { useMessageText } from '../../../../lib/messages/use-message-text';
import { ImageField } from '../../kit/image-field';
import { saveBlogArticle, useBlogArticleChange, useBlogAuthors } from './blog-article-calls';
import editorStyles from './article-editor.module.css';
import styles from '../../kit/editor.module.css';

// The editor (tiptap and ProseMirror) is a chunk of its own, fetched when the dialog opens.
const ArticleEditor = lazy(() => import('./article-editor').then((module) => ({ default: module.ArticleEditor })));

/** The dialog's controls as they hold their values: text, '' for "not chosen" ('Add New Author'). */
interface ArticleFormValues {
  title: string;
  shortDescription: string;
  authorId: string;
  newAuthorName: string;
  estimateLength: string;
  text: string;
  pageTitle: string;
  metaDescription: string;
  metaRobots: string;
  imageId: string | null;
  slug: string;
  isActive: boolean;
}

const valuesOf = (article: AdminBlogArticle | null): ArticleFormValues => ({
  title: article?.title ?? '',
  shortDescription: article?.shortDescription ?? '',
  authorId: article?.authorId ?? '',
  newAuthorName: '',
  estimateLength: article ? String(article.estimateLength) : '',
  text: article?.text ?? '',
  pageTitle: article?.pageTitle ?? '',
  metaDescription: article?.metaDescription ?? '',
  metaRobots: article?.metaRobots ?? '',
  imageId: article?.imageId ?? null,
  slug: article?.slug ?? '',
  // spec/03 3: isActive defaults to true.
  isActive: article?.isActive ?? true,
});

interface BlogArticleDialogProps {
  /** The article edited, or null to add one. */
  article: AdminBlogArticle | null;
  onClose: () => void;
}

/**
 * spec/03 2 Blog Articles tab: the article editor dialog, add or edit mode.
 * The author comes from the list; 'Add New Author' (the empty value) asks for
 * a new name. Judged by the API's own schema (spec/03 5's messages), shown
 * after a submit attempt; an invalid form is not sent. The view count is
 * shown, never edited.
 */
export function BlogArticleDialog({ article, onClose }: BlogArticleDialogProps) {
  const { t } = useTranslation('dashboard');
  const message = useMessageText();
  const save = useBlogArticleChange(saveBlogArticle);
  const authors = useBlogAuthors();
  const textLabelId = useId();
  const textHintId = useId();
  const textErrorId = useId();
  const form = useForm<ArticleFormValues, unknown, AdminBlogArticleValues>({
    resolver: domainResolver<ArticleFormValues, AdminBlogArticleValues>(adminBlogArticleInputSchema),
    defaultValues: valuesOf(article),
  });
  const errors = form.formState.errors;
  const [authorId, imageId] = useWatch({ control: form.control, name: ['authorId', 'imageId'] });
  const textError = message(errors.text?.message);
  // The article's own author is a choice before the list has come; one option per id, so the chosen one stays chosen as the list arrives.
  const listed = authors.data?.items ?? [];
  const authorChoices = article && !listed.some((author) => author.id === article.authorId) ? [{ id: article.authorId, name: article.author }, ...listed] : listed;

  const onSubmit = form.handleSubmit(async (values) => {
    await save.mutateAsync({ id: article?.id ?? null, values });
    onClose();
  });
  const text = (name: 'title' | 'shortDescription' | 'pageTitle' | 'metaDescription' | 'metaRobots', label: string) => (
    <TextField label={label} required maxLength={TEXT_INPUT_MAX_LENGTH} error={message(errors[name]?.message)} {...form.register(name)} />
  );

  return (
    <Dialog open onClose={onClose} title={t(article ? 'blogArticles.dialog.editTitle' : 'blogArticles.dialog.addTitle')}>
      <form className={styles.form} onSubmit={(event) => void onSubmit(event).catch(() => undefined)} noValidate>
        {text('title', t('blogArticles.dialog.title'))}
        {text('shortDescription', t('blogArticles.dialog.shortDescription'))}
        <SelectField label={t('blogArticles.dialog.author')} required error={message(errors.authorId?.message)} {...form.register('authorId')} value={authorId}>
          <option value="">{t('blogArticles.dialog.addNewAuthor')}</option>
          {authorChoices.map((author) => (
            <option key={author.id} value={author.id}>
              {author.name}
            </option>
          ))}
        </SelectField>
        {authorId === '' && (
          <TextField label={t('blogArticles.dialog.newAuthorName')} required maxLength={TEXT_INPUT_MAX_LENGTH} error={message(errors.newAuthorName?.message)} {...form.register('newAuthorName', { deps: ['authorId'] })} />
        )}
        <TextField label={t('blogArticles.dialog.estimateLength')} required inputMode="numeric" error={message(errors.estimateLength?.message)} {...form.register('estimateLength')} />
        <div className={editorStyles.editor}>
          <span id={textLabelId} className={editorStyles.label}>
            {t('blogArticles.dialog.text')} *
          </span>
          <p id={textHintId} className={editorStyles.status}>
            {t('blogArticles.dialog.textHint')}
          </p>
          <Suspense fallback={<p role="status">{t('blogArticles.dialog.textLoading')}</p>}>
            <ArticleEditor
              labelId={textLabelId}
              describedBy={textError ? `${textHintId} ${textErrorId}` : textHintId}
              initial={form.getValues('text')}
              invalid={Boolean(textError)}
              onChange={(html) => form.setValue('text', html, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })}
            />
          </Suspense>
          {textError && (
            <p id={textErrorId} className={editorStyles.error}>
              {textError}
            </p>
          )}
        </div>
        <TextField label={t('blogArticles.dialog.slug')} hint={t('blogArticles.dialog.slugHint')} maxLength={TEXT_INPUT_MAX_LENGTH} error={message(errors.slug?.message)} {...form.register('slug')} />
        {text('pageTitle', t('blogArticles.dialog.pageTitle'))}
        {text('metaDescription', t('blogArticles.dialog.metaDescription'))}
        {text('metaRobots', t('blogArticles.dialog.metaRobots'))}
        <ImageField
          label={t('blogArticles.dialog.image')}
          value={imageId}
          error={message(errors.imageId?.message)}
          onChange={(chosen) => form.setValue('imageId', chosen, { shouldDirty: true })}
        />
        <CheckboxField label={t('blogArticles.dialog.isActive')} {...form.register('isActive')} />
        {article && <p className={editorStyles.status}>{t('blogArticles.dialog.views', { count: article.viewCount })}</p>}
        <div className={styles.actions}>
          <FormButton onClick={onClose}>{t('blogArticles.dialog.cancel')}</FormButton>
          <SubmitButton pending={save.isPending}>{t('blogArticles.dialog.save')}</SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
