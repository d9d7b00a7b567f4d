import type { Dictionary } from '../../../../lib/i18n';
import type { imagesKitEn } from './images-en';

export const imagesKitEs: Dictionary<typeof imagesKitEn> = {
  pickerTitle: 'Elegir una imagen',
  gallery: 'Imágenes',
  empty: 'Aún no hay imágenes: suba una.',
  loading: 'Cargando imágenes…',
  loadFailed: 'No se pudieron cargar las imágenes.',
  loadMore: 'Cargar más',
  shown: '{{shown}} de {{count}} imágenes',
  upload: 'Subir una imagen',
  uploadHint: 'JPEG, PNG o WebP, como máximo {{max}} MB.',
  uploading: 'Subiendo…',
  uploadSuccessful: 'Carga exitosa',
  uploadFailed: 'Error al subir',
  uploadFailedBecause: 'Error al subir: {{reason}}',
  noImage: 'No se ha elegido ninguna imagen.',
  chosen: '{{label}}: la imagen elegida',
  galleryButton: 'Galería',
  galleryFor: 'Galería: {{label}}',
  remove: 'Quitar',
  removeFor: 'Quitar: {{label}}',
};
