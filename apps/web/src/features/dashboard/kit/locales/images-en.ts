// Issue 20, spec/03 2 Image picker dialog, 8: the kit's image picker and
// upload control. The server's reasons for a refused upload come in its
// answer, in the site's language.
export const imagesKitEn = {
  pickerTitle: 'Choose an image',
  gallery: 'Images',
  empty: 'No images yet: upload one.',
  loading: 'Loading images…',
  loadFailed: 'The images could not be loaded.',
  loadMore: 'Load more',
  shown: '{{shown}} of {{count}} images',
  upload: 'Upload an image',
  uploadHint: 'JPEG, PNG or WebP, at most {{max}} MB.',
  uploading: 'Uploading…',
  uploadSuccessful: 'Upload successful',
  uploadFailed: 'Upload failed',
  uploadFailedBecause: 'Upload failed: {{reason}}',
  noImage: 'No image chosen.',
  chosen: '{{label}}: the chosen image',
  galleryButton: 'Gallery',
  galleryFor: 'Gallery: {{label}}',
  remove: 'Remove',
  removeFor: 'Remove: {{label}}',
} as const;
