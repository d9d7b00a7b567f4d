import { ADMIN_BLOG_MESSAGES, BLOG_EDITOR_FONT_SIZE_DEFAULT, BLOG_EDITOR_FONT_SIZES, BLOG_EDITOR_IMAGE_PADDING_MAX, IMAGE_UPLOAD_TYPES, imagePadding } from '@labstore/domain';
import Image from '@tiptap/extension-image';
import { FontSize, TextStyle } from '@tiptap/extension-text-style';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../../lib/messages/use-message-text';
import { uploadEditorImage } from '../../kit/images-api';
import styles from './article-editor.module.css';

// spec/03 2 Blog Articles tab: the article's rich-text editor (tiptap, a
// maintained editor), loaded lazily by the dialog so neither the list nor the
// storefront carries it. Font sizes 8 to 72 (18 by default), line height 30,
// images uploaded into the text (POST /api/image/blog/editor), an image's
// padding (spec/03 5's two messages). The API sanitizes what it is given.
//
// The editor writes a font size and a padding as inline styles; the server's
// sanitizer (packages/db rich-text.ts) stores them as `data-font-size` and
// `data-padding` (whole px; padding up to 200), which the storefront applies
// through the CSSOM (lib/rich-text-styles.ts). Edit reads both forms back.


/** A stored data attribute's whole number of pixels, else undefined. */
const storedPixels = (value: string | undefined): number | undefined => (value !== undefined && /^\d{1,3}$/.test(value) ? Number(value) : undefined);

/** A span with only the stored `data-font-size` (no style) is a text style too. */
const ArticleTextStyle = TextStyle.extend({
  parseHTML() {
    return [...(this.parent?.() ?? []), { tag: 'span[data-font-size]:not([style])', consuming: false, getAttrs: () => ({}) }];
  },
});

/** The font size read from the stored `data-font-size` first, else from the style; written as the style. */
const ArticleFontSize = FontSize.extend({
  addGlobalAttributes() {
    return (this.parent?.() ?? []).map((entry) => {
      const { fontSize } = entry.attributes;
      if (!fontSize) return entry;
      return {
        ...entry,
        attributes: {
          ...entry.attributes,
          fontSize: {
            ...fontSize,
            parseHTML: (element: HTMLElement) => {
              const stored = storedPixels(element.dataset.fontSize);
              return stored === undefined ? fontSize.parseHTML?.(element) : `${stored}px`;
            },
          },
        },
      };
    });
  },
});

/** An image with a padding of its own: read from the stored `data-padding`, else its style; written as the style (px). */
const PaddedImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      padding: {
        default: null,
        parseHTML: (element) => {
          const padding = storedPixels(element.dataset.padding) ?? Number.parseFloat(element.style.padding);
          return Number.isFinite(padding) ? padding : null;
        },
        renderHTML: (attributes: { padding?: number | null }) => (attributes.padding === null || attributes.padding === undefined ? {} : { style: `padding: ${attributes.padding}px` }),
      },
    };
  },
});

interface ArticleEditorProps {
  /** The label's id (the dialog's 'Text'). */
  labelId: string;
  /** The hint's and error's ids. */
  describedBy: string;
  /** The HTML it starts with. */
  initial: string;
  onChange: (html: string) => void;
  invalid: boolean;
}

type Outcome = { kind: 'success' | 'failure'; text: string } | null;

const attributesOf = (labelId: string, describedBy: string, invalid: boolean): Record<string, string> => ({
  'role': 'textbox',
  'aria-multiline': 'true',
  'aria-labelledby': labelId,
  'aria-describedby': describedBy,
  ...(invalid ? { 'aria-invalid': 'true' } : {}),
});

export function ArticleEditor({ labelId, describedBy, initial, onChange, invalid }: ArticleEditorProps) {
  const message = useMessageText();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), ArticleTextStyle, ArticleFontSize, PaddedImage],
    content: initial,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes: attributesOf(labelId, describedBy, invalid) },
    onUpdate: ({ editor: changed }) => onChange(changed.getHTML()),
  });
  // After a submit the text may turn invalid (or valid again): the editable area says so.
  useEffect(() => {
    editor.setOptions({ editorProps: { attributes: attributesOf(labelId, describedBy, invalid) } });
  }, [editor, labelId, describedBy, invalid]);

  return (
    <div className={styles.editor}>
      <Toolbar editor={editor} />
      <div className={styles.content}>
        <EditorContent editor={editor} />
      </div>
      <ImageTools editor={editor} message={message} />
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation('dashboard');
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      heading: current.isActive('heading', { level: 2 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      fontSize: String((current.getAttributes('textStyle') as { fontSize?: string }).fontSize ?? `${BLOG_EDITOR_FONT_SIZE_DEFAULT}px`).replace('px', ''),
    }),
  });
  const toggles = [
    { name: 'bold', label: t('blogArticles.editor.bold'), text: 'B', run: () => editor.chain().focus().toggleBold().run() },
    { name: 'italic', label: t('blogArticles.editor.italic'), text: 'I', run: () => editor.chain().focus().toggleItalic().run() },
    { name: 'underline', label: t('blogArticles.editor.underline'), text: 'U', run: () => editor.chain().focus().toggleUnderline().run() },
    { name: 'heading', label: t('blogArticles.editor.heading'), text: 'H2', run: () => editor.chain().focus().toggleHeading({ level: 2 }).run() },
    { name: 'bulletList', label: t('blogArticles.editor.bulletList'), text: '•', run: () => editor.chain().focus().toggleBulletList().run() },
    { name: 'orderedList', label: t('blogArticles.editor.orderedList'), text: '1.', run: () => editor.chain().focus().toggleOrderedList().run() },
  ] as const;
  const sizeId = useId();

  return (
    <div role="toolbar" aria-label={t('blogArticles.editor.toolbar')} className={styles.toolbar}>
      {toggles.map((toggle) => (
        // The glyph is what is seen, the word what is heard: named by its content, not aria-label, whose name must hold the glyph (WCAG 2.5.3).
        <button key={toggle.name} type="button" className={styles.tool} title={toggle.label} aria-pressed={state[toggle.name]} onClick={toggle.run}>
          <span aria-hidden="true">{toggle.text}</span>
          <span className="visually-hidden">{toggle.label}</span>
        </button>
      ))}
      <label className={styles.small} htmlFor={sizeId}>
        {t('blogArticles.editor.fontSize')}
        <select
          id={sizeId}
          className={styles.select}
          value={state.fontSize}
          onChange={(event) => {
            const size = Number(event.target.value);
            const chain = editor.chain().focus();
            // The default size is the editor's own (spec/03 2: 18): no style is stored for it.
            (size === BLOG_EDITOR_FONT_SIZE_DEFAULT ? chain.unsetFontSize() : chain.setFontSize(`${size}px`)).run();
          }}
        >
          {BLOG_EDITOR_FONT_SIZES.map((size) => (
            <option key={size} value={String(size)}>
              {size}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/** The upload into the text, and the chosen image's padding (spec/03 2, 5, 8). */
function ImageTools({ editor, message }: { editor: Editor; message: (text: string | undefined) => string | undefined }) {
  const { t } = useTranslation('dashboard');
  const fileId = useId();
  const paddingId = useId();
  const [upload, setUpload] = useState<Outcome>(null);
  const [pending, setPending] = useState(false);
  const [padding, setPadding] = useState('');
  const [paddingError, setPaddingError] = useState<string | undefined>(undefined);
  const imageSelected = useEditorState({ editor, selector: ({ editor: current }) => current.isActive('image') });

  async function onFile(event: ChangeEvent<HTMLInputElement>): Promise<void> {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setPending(true);
    setUpload(null);
    try {
      const image = await uploadEditorImage(file);
      editor.chain().focus().setImage({ src: image.url, alt: image.name }).run();
      setUpload({ kind: 'success', text: t('blogArticles.editor.uploadSuccessful') });
    } catch {
      setUpload({ kind: 'failure', text: t('blogArticles.editor.uploadFailed') });
    } finally {
      setPending(false);
      input.value = '';
    }
  }

  function applyPadding(): void {
    // A padding the sanitizer would drop on save (a fraction, over 200) is not
    // a valid number here either, said before asking for an image as spec/03 5 orders them.
    const typed = imagePadding(padding, true);
    const unkept = 'padding' in typed && (!Number.isInteger(typed.padding) || typed.padding > BLOG_EDITOR_IMAGE_PADDING_MAX);
    const judged = unkept ? { message: ADMIN_BLOG_MESSAGES.paddingNumber } : imagePadding(padding, editor.isActive('image'));
    if ('message' in judged) {
      setPaddingError(message(judged.message));
      return;
    }
    setPaddingError(undefined);
    editor.chain().focus().updateAttributes('image', { padding: judged.padding }).run();
  }

  return (
    <div className={styles.toolbar}>
      <div className={styles.small}>
        <label htmlFor={fileId}>{t('blogArticles.editor.uploadImage')}</label>
        <input id={fileId} className={styles.file} type="file" accept={IMAGE_UPLOAD_TYPES.join(',')} aria-busy={pending} onChange={(event) => void onFile(event)} />
        <p role="status" className={styles.status} data-outcome={upload?.kind}>
          {upload?.text}
        </p>
      </div>
      <div className={styles.small}>
        <label htmlFor={paddingId}>{t('blogArticles.editor.padding')}</label>
        <input
          id={paddingId}
          className={styles.number}
          inputMode="decimal"
          value={padding}
          aria-invalid={paddingError ? true : undefined}
          aria-describedby={paddingError ? `${paddingId}-error` : undefined}
          onChange={(event) => setPadding(event.target.value)}
        />
        {paddingError && (
          <p id={`${paddingId}-error`} className={styles.error} role="alert">
            {paddingError}
          </p>
        )}
      </div>
      <button type="button" className={styles.tool} data-image-selected={imageSelected} onClick={applyPadding}>
        {t('blogArticles.editor.applyPadding')}
      </button>
    </div>
  );
}
