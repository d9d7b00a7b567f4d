import { publicReadUrls } from '@labstore/domain';
import { useState } from 'react';
import styles from './product-image.module.css';

interface ProductImageProps {
  imageId: string | null | undefined;
  size: number;
  /** Below the fold the browser fetches it when it comes near. */
  lazy: boolean;
  /** The page's main image (above the fold, the largest paint): fetched before other images. */
  priority?: boolean;
}

/** docs/api-catalogue.md: GET /api/image/{id}. Decorative: the test's name is always beside it. */
export function ProductImage({ imageId, size, lazy, priority = false }: ProductImageProps) {
  // Offline, an image never seen is not on the device: the placeholder, not a broken-image icon.
  const [failedId, setFailedId] = useState<string | null>(null);
  if (!imageId || failedId === imageId) return <span className={styles.placeholder} style={{ width: size, height: size }} aria-hidden="true" />;
  return (
    <img
      className={styles.image}
      src={publicReadUrls.image(imageId)}
      alt=""
      width={size}
      height={size}
      loading={lazy ? 'lazy' : 'eager'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailedId(imageId)}
    />
  );
}
