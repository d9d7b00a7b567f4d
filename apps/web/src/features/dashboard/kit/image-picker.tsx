import { imageThumbnailUrl } from '@labstore/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { FormButton } from '../../../components/ui/form-controls';
import { ImageUpload } from './image-upload';
import { imagePreviewUrl, useImagePages, useRefreshImages, type ImageUploadTarget } from './images-api';
import styles from './image-kit.module.css';

/** What picking an image gives the form that opened the picker (spec/03 2). */
export interface PickedImage {
  id: string;
  /** The image's address (GET /api/image/{id}), for the form's preview. */
  previewUrl: string;
}

export interface ImagePickerProps {
  open: boolean;
  /** Closed without a pick: the close control, Esc or the backdrop. */
  onClose: () => void;
  /** An image was picked; the picker closes itself (onClose follows). */
  onPick: (image: PickedImage) => void;
  /** Where the dialog's own upload control sends a file; the gallery unless given. */
  uploadTarget?: ImageUploadTarget;
}

/**
 * spec/03 2 Image picker dialog, 9: a grid of images (thumbnail and name),
 * 9 a page, newest first, with Load more while fewer are shown than there
 * are, and a close control; picking one closes the dialog and hands back
 * its id and a preview address. An upload control above the grid adds an
 * image, which then comes first. Each image is a button named by its name;
 * after Load more, focus moves to the first new image.
 *
 * Usage: `<ImagePicker open={open} onClose={() => setOpen(false)} onPick={(image) => form.setValue('imageId', image.id)} />`
 */
export function ImagePicker({ open, onClose, onPick, uploadTarget = 'gallery' }: ImagePickerProps) {
  const { t } = useTranslation('dashboard');
  const pages = useImagePages(open);
  const refresh = useRefreshImages();
  const grid = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  const images = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const count = pages.data?.pages.at(-1)?.count ?? 0;

  useEffect(() => {
    const first = focusFrom.current;
    if (first === null || images.length <= first) return;
    focusFrom.current = null;
    grid.current?.querySelectorAll<HTMLButtonElement>('button').item(first)?.focus();
  }, [images.length]);

  const loadMore = () => {
    focusFrom.current = images.length;
    void pages.fetchNextPage();
  };

  const pick = (id: string) => {
    onPick({ id, previewUrl: imagePreviewUrl(id) });
    onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} title={t('imagesKit.pickerTitle')}>
      <ImageUpload target={uploadTarget} onUploaded={() => void refresh()} />
      {pages.isPending ? (
        <p className={styles.status}>{t('imagesKit.loading')}</p>
      ) : pages.isError && images.length === 0 ? (
        <p className={styles.status}>{t('imagesKit.loadFailed')}</p>
      ) : images.length === 0 ? (
        <p className={styles.status}>{t('imagesKit.empty')}</p>
      ) : (
        <ul ref={grid} className={styles.grid} aria-label={t('imagesKit.gallery')}>
          {images.map((image) => (
            <li key={image.id}>
              <button type="button" className={styles.choice} onClick={() => pick(image.id)}>
                <img className={styles.thumbnail} src={imageThumbnailUrl(image.id)} alt="" loading="lazy" decoding="async" />
                <span className={styles.name}>{image.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {images.length > 0 && (
        <div className={styles.footer}>
          <p className={styles.status} aria-live="polite">
            {t('imagesKit.shown', { shown: images.length, count })}
          </p>
          {pages.hasNextPage && (
            <FormButton onClick={loadMore} disabled={pages.isFetchingNextPage} aria-busy={pages.isFetchingNextPage}>
              {t('imagesKit.loadMore')}
            </FormButton>
          )}
        </div>
      )}
    </Dialog>
  );
}
