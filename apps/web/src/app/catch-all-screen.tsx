import { findContentEntry } from '@labstore/domain';
import { useParams } from '@tanstack/react-router';
import { ContentLoading, ContentPage } from '../features/content/components/content-page';
import { useContentList } from '../features/content/api/get-content-list';
import { NotFoundPage } from '../features/shell/components/not-found-page';

/**
 * spec/01 2.1 'anything else' and 2.6 dynamic content page: a path that no
 * route claims is first looked up in the navigation list; a matching entry is
 * shown as a page, anything else is not found. (A failed list load also ends
 * in not-found: the error notification has already said why.)
 */
export function CatchAllScreen() {
  const { _splat: path = '' } = useParams({ from: '/$' });
  const contentList = useContentList();
  if (contentList.isPending) return <ContentLoading />;
  const entry = findContentEntry(contentList.data?.items ?? [], path);
  return entry ? <ContentPage entry={entry} /> : <NotFoundPage />;
}
