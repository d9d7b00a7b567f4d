import { publicReadUrls } from '@labstore/domain';
import { useState } from 'react';
import styles from './product-image.module.css';

interface ProductImageProps {
  imageId: string | null | undefined;
  width: number;
  height: number;
  /** Below the fold the browser fetches it when it comes near. */
  lazy: boolean;
  /** The page's main image (above the fold, the largest paint): fetched before other images. */
  priority?: boolean;
  className?: string | undefined;
}

/**
 * docs/api-catalogue.md: GET /api/image/{id}, in the catalogue and the cart.
 * Decorative: the test's name is always beside it. The image fills its frame
 * (cropped to it, never letterboxed, issue 16).
 */
export function ProductImage({ imageId, width, height, lazy, priority = false, className }: ProductImageProps) {
  // Offline, an image never seen is not on the device: the placeholder, not a broken-image icon.
  const [failedId, setFailedId] = useState<string | null>(null);
  const classes = (own: string | undefined) => [own, className].filter(Boolean).join(' ');
  if (!imageId || failedId === imageId) return <span className={classes(styles.placeholder)} style={{ width, height }} aria-hidden="true" />;
  return (
    <img
      className={classes(styles.image)}
      src={publicReadUrls.image(imageId)}
      alt=""
      width={width}
      height={height}
      loading={lazy ? 'lazy' : 'eager'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailedId(imageId)}
    />
  );
}
