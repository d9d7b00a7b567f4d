import { imageThumbnailUrl } from '@labstore/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormButton } from '../../../components/ui/form-controls';
import { ImagePicker } from './image-picker';
import styles from './image-kit.module.css';

interface ImageFieldProps {
  label: string;
  /** The chosen image's id; null for none. */
  value: string | null;
  onChange: (imageId: string | null) => void;
  error?: string | undefined;
}

/**
 * spec/03 2: a form's image, chosen from the gallery (the image picker, where
 * a new one can be uploaded too), shown as its thumbnail, and removable.
 */
export function ImageField({ label, value, onChange, error }: ImageFieldProps) {
  const { t } = useTranslation('dashboard');
  const [picking, setPicking] = useState(false);
  const errorId = useId();
  return (
    <fieldset className={styles.field} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.uploadLabel}>{label}</legend>
      {value === null ? <p className={styles.hint}>{t('imagesKit.noImage')}</p> : <img className={styles.preview} src={imageThumbnailUrl(value)} alt={t('imagesKit.chosen', { label })} />}
      <div className={styles.fieldActions}>
        <FormButton aria-label={t('imagesKit.galleryFor', { label })} onClick={() => setPicking(true)}>
          {t('imagesKit.galleryButton')}
        </FormButton>
        {value !== null && (
          <FormButton aria-label={t('imagesKit.removeFor', { label })} onClick={() => onChange(null)}>
            {t('imagesKit.remove')}
          </FormButton>
        )}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
      <ImagePicker open={picking} onClose={() => setPicking(false)} onPick={(image) => onChange(image.id)} />
    </fieldset>
  );
}
