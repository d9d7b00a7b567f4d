import { useCallback, type RefCallback } from 'react';

// spec/03 2 Blog Articles: an article keeps its font sizes and its images'
// padding. The server's sanitizer (packages/db rich-text.ts) stores them as
// `data-font-size` / `data-padding`, a whole number of pixels in range, never
// as a style attribute: the CSP (`style-src 'self'`) blocks inline styles in
// HTML, but not the CSSOM, so they are applied here, after the HTML is in.

/** The sanitizer already bounds them; here only a plain whole number ever reaches a style. */
const WHOLE_PIXELS = /^\d{1,3}$/;

/** Gives each `span[data-font-size]` its font size and each `img[data-padding]` its padding, in px. */
export function applyRichTextStyles(container: HTMLElement): void {
  for (const span of container.querySelectorAll<HTMLElement>('span[data-font-size]')) {
    const size = span.dataset.fontSize ?? '';
    if (WHOLE_PIXELS.test(size)) span.style.fontSize = `${Number(size)}px`;
  }
  for (const image of container.querySelectorAll<HTMLElement>('img[data-padding]')) {
    const padding = image.dataset.padding ?? '';
    if (WHOLE_PIXELS.test(padding)) image.style.padding = `${Number(padding)}px`;
  }
}

/**
 * A ref for an element that shows stored rich text with
 * dangerouslySetInnerHTML: the styles are applied when it is attached and
 * again whenever `html` changes (a new callback makes React call it again,
 * after the new HTML is in).
 */
export function useRichTextStyles<T extends HTMLElement>(html: string | null | undefined): RefCallback<T> {
  return useCallback(
    (element: T | null) => {
      if (element && html) applyRichTextStyles(element);
    },
    [html],
  );
}
