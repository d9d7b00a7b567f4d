import { IMAGE_MESSAGES, IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_MAX_MB, IMAGE_UPLOAD_TYPES } from '@labstore/domain';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error';
import { useMessageText } from '../../../lib/messages/use-message-text';
import { imagePreviewUrl, useUploadImage, type ImageUploadTarget } from './images-api';
import styles from './image-kit.module.css';

/** An image the server stored: its id, its name, and the address to preview it with. */
export interface UploadedImage {
  id: string;
  name: string;
  previewUrl: string;
}

export interface ImageUploadProps {
  /** Where the file goes: the gallery (POST /api/image, the default) or an article's cover (POST /api/image/blog). */
  target?: ImageUploadTarget;
  /** Called once the server has stored the image ('Upload successful'). */
  onUploaded?: (image: UploadedImage) => void;
  /** The file field's label; 'Upload an image' when not given. */
  label?: string;
}

type Outcome = { kind: 'success' | 'failure'; text: string };

/**
 * spec/03 2 (the test form's "Browse upload"), 8 'Upload successful' or
 * 'Upload failed': a labelled file field that sends the chosen file at once
 * and says how it went in a status line, with the server's reason for a
 * refusal (docs/api-admin.md "Images"). A file over 5 MB is refused here
 * before it is sent. Used by the picker and by the tabs' forms.
 */
export function ImageUpload({ target = 'gallery', onUploaded, label }: ImageUploadProps) {
  const { t } = useTranslation('dashboard');
  const message = useMessageText();
  const inputId = useId();
  const hintId = useId();
  const outcomeId = useId();
  const upload = useUploadImage(target);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const failed = (reason: string | undefined): Outcome => ({
    kind: 'failure',
    text: reason ? t('imagesKit.uploadFailedBecause', { reason }) : t('imagesKit.uploadFailed'),
  });

  async function send(file: File): Promise<void> {
    setOutcome(null);
    if (file.size > IMAGE_UPLOAD_MAX_BYTES) {
      setOutcome(failed(message(IMAGE_MESSAGES.tooLarge)));
      return;
    }
    try {
      const image = await upload.mutateAsync(file);
      setOutcome({ kind: 'success', text: t('imagesKit.uploadSuccessful') });
      onUploaded?.({ id: image.id, name: image.name, previewUrl: imagePreviewUrl(image.id) });
    } catch (error) {
      setOutcome(failed(error instanceof ApiError ? error.message : undefined));
    }
  }

  function onChange(event: ChangeEvent<HTMLInputElement>): void {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    // The same file may be chosen again after a failure: the field is emptied for it.
    void send(file).finally(() => {
      input.value = '';
    });
  }

  return (
    <div className={styles.upload}>
      <label htmlFor={inputId} className={styles.uploadLabel}>
        {label ?? t('imagesKit.upload')}
      </label>
      <input
        id={inputId}
        className={styles.file}
        type="file"
        accept={IMAGE_UPLOAD_TYPES.join(',')}
        aria-describedby={`${hintId} ${outcomeId}`}
        aria-busy={upload.isPending}
        onChange={onChange}
      />
      <p id={hintId} className={styles.hint}>
        {upload.isPending ? t('imagesKit.uploading') : t('imagesKit.uploadHint', { max: IMAGE_UPLOAD_MAX_MB })}
      </p>
      <p id={outcomeId} role="status" className={styles.outcome} data-outcome={outcome?.kind}>
        {outcome?.text}
      </p>
    </div>
  );
}
