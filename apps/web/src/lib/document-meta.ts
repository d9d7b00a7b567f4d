import { useEffect } from 'react';

// spec/01 2.6 and spec/02 2.4: pages set the document title and the
// description and robots meta tags from their data; leaving the page puts
// back what was there (index.html's tagline and defaults).

export interface DocumentMeta {
  title?: string;
  description?: string | null;
  robots?: string | null;
}

export function useDocumentMeta({ title, description, robots }: DocumentMeta): void {
  useEffect(() => {
    const previousTitle = document.title;
    if (title !== undefined) document.title = title;
    const restoreDescription = setMetaTag('description', description);
    // spec/01 4: outside production the server serves 'nofollow, noindex';
    // a page's own robots value must not lift that on a staging site.
    const restoreRobots = environmentForbidsIndexing() ? undefined : setMetaTag('robots', robots);
    return () => {
      document.title = previousTitle;
      restoreDescription?.();
      restoreRobots?.();
    };
  }, [title, description, robots]);
}

function setMetaTag(name: string, content: string | null | undefined): (() => void) | undefined {
  if (!content) return undefined;
  const existing = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  const tag = existing ?? document.head.appendChild(Object.assign(document.createElement('meta'), { name }));
  const previous = existing?.content;
  tag.content = content;
  return () => {
    if (previous === undefined) tag.remove();
    else tag.content = previous;
  };
}

let initialRobots: string | undefined;

function environmentForbidsIndexing(): boolean {
  initialRobots ??= document.head.querySelector<HTMLMetaElement>('meta[name="robots"]')?.content ?? '';
  return initialRobots.includes('noindex');
}
