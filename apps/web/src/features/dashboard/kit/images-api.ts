import {
  editorImageUploadedSchema,
  IMAGE_PICKER_PAGE_SIZE,
  imageListSchema,
  imageUploadedSchema,
  publicReadUrls,
  type EditorImageUploaded,
  type ImageList,
  type ImageUploaded,
} from '@labstore/domain';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { http } from '../../../lib/http-client';
import { sendWrite } from '../../../lib/mutations/send-write';
import { adminKeys, listUrl } from './admin-list';

// Issue 20, spec/03 7 Images (docs/api-admin.md "Images"): the picker's pages
// and the uploads, for the image picker and upload controls of the kit and
// the article editor of the Blog tab.

export const imageKeys = {
  all: [...adminKeys.all, 'images'] as const,
  pages: (pageSize: number) => [...imageKeys.all, 'pages', pageSize] as const,
};

/** Where an upload goes: the gallery (tests, categories), an article's cover, or an article's text. */
export type ImageUploadTarget = 'gallery' | 'blog';

const UPLOAD_PATHS = new Map<ImageUploadTarget, string>([
  ['gallery', '/api/image'],
  ['blog', '/api/image/blog'],
]);

/** GET /api/image: a page of the images, newest first. */
export const fetchImagePage = (skip: number, top: number, signal?: AbortSignal): Promise<ImageList> =>
  http.get(listUrl('/api/image', { $skip: skip, $top: top }), imageListSchema, signal);

const formWith = (file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
};

/**
 * POST /api/image or /api/image/blog with one file. Silent: the upload
 * control words the outcome itself (spec/03 8 'Upload failed', and the
 * server's reason), so the error bar does not say it a second time.
 */
export const uploadImageFile = (file: File, target: ImageUploadTarget = 'gallery'): Promise<ImageUploaded> =>
  sendWrite(UPLOAD_PATHS.get(target) ?? '/api/image', { method: 'POST', body: formWith(file), schema: imageUploadedSchema, silent: true });

/** POST /api/image/blog/editor: what the article editor inserts (its `url`). Not silent: the editor has no words of its own for a failure. */
export const uploadEditorImage = (file: File): Promise<EditorImageUploaded> =>
  sendWrite('/api/image/blog/editor', { method: 'POST', body: formWith(file), schema: editorImageUploadedSchema });

/** The address a form shows a picked or uploaded image with. */
export const imagePreviewUrl = (imageId: string) => publicReadUrls.image(imageId);

/**
 * The picker's pages, `pageSize` at a time (9, spec/03 9): the next page is
 * asked at the number already shown, while that is below the count.
 */
export function useImagePages(enabled: boolean, pageSize: number = IMAGE_PICKER_PAGE_SIZE) {
  return useInfiniteQuery({
    queryKey: imageKeys.pages(pageSize),
    queryFn: ({ pageParam, signal }) => fetchImagePage(pageParam, pageSize, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const skip = pages.reduce((shown, page) => shown + page.items.length, 0);
      return skip < last.count && last.items.length > 0 ? skip : undefined;
    },
    enabled,
    staleTime: 0,
  });
}

/** After an upload: the picker's pages are read again, the new image first. */
export function useRefreshImages(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: imageKeys.all }), [queryClient]);
}

/**
 * One upload of the kit's control. It runs even offline ('always'), so it
 * fails at once with the HTTP client's words instead of waiting, paused, for
 * a network: a File cannot be kept to be sent later.
 */
export function useUploadImage(target: ImageUploadTarget) {
  return useMutation({ mutationKey: [...imageKeys.all, 'upload', target], mutationFn: (file: File) => uploadImageFile(file, target), networkMode: 'always' });
}
