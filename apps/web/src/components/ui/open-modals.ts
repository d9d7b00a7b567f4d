import { createStore, useStore } from '../../lib/create-store';

// Notifications must show above open dialogs (issue 9). A dialog opened with
// showModal() sits in the browser's top layer, above any z-index, and makes
// everything outside it inert: a notification bar elsewhere in the page
// would be hidden behind it and could not be closed. So the dialogs opened
// here are kept in order, and the bar is rendered inside the topmost one
// (features/shell notification-bar.tsx).

const openModals = createStore<readonly HTMLDialogElement[]>([]);

export function modalOpened(dialog: HTMLDialogElement): void {
  openModals.set((open) => [...open.filter((element) => element !== dialog), dialog]);
}

export function modalClosed(dialog: HTMLDialogElement): void {
  openModals.set((open) => (open.includes(dialog) ? open.filter((element) => element !== dialog) : open));
}

/** The modal dialog on top, or null when none is open. */
export function useTopModal(): HTMLDialogElement | null {
  return useStore(openModals).at(-1) ?? null;
}
