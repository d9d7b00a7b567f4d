import type { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { afterFirstScreen } from '../first-screen';
import { online } from '../network-status';

// The offline reading's part of every page's start, kept tiny like the
// cart's (decisions.md, first load): the persister, Dexie and the catalogue
// load in their own chunks. The persisted queries are restored at once (with
// no signal they are what the first screen shows); the catalogue's download
// waits until the first screen has settled, which ends on an idle moment
// (lib/first-screen.ts), so it never competes with that screen.

function refreshCatalogue(): void {
  if (!online.get()) return;
  void import('./offline-store').then((module) => module.offlineStore.refreshCatalogue()).catch(() => undefined);
}

export function startOfflineReading(queryClient: QueryClient): void {
  const persisting = import('./persist-public-queries');
  // Issue 16: public answers are in the site language; a copy saved in another language is not restored.
  void persisting.then((module) => module.persistPublicQueries(queryClient, window.localStorage, `${__LABSTORE_BUILD__}:${i18next.language}`));
  void afterFirstScreen().then(refreshCatalogue);
  // Back from a test center: the copy catches up with prices changed meanwhile.
  window.addEventListener('online', refreshCatalogue);
  // A language switch asks for the public answers again, in the new language, and keeps the catalogue in it too.
  i18next.on('languageChanged', () => {
    void persisting.then((module) => queryClient.resetQueries({ predicate: (query) => module.isPublicQuery(query.queryKey) }));
    void afterFirstScreen().then(refreshCatalogue);
  });
}
