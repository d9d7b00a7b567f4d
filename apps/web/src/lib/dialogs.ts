import { createStore, useStore } from './create-store';

// spec/01 2.2 Modals. Several features open the same dialogs (the header opens
// login, the cart opens login for a guest, checkout opens the help widget),
// so which one is open lives here rather than in any one feature.
export type AppDialog = 'login' | 'registration' | 'support';

const openDialogStore = createStore<AppDialog | null>(null);

export const openDialog = (dialog: AppDialog): void => openDialogStore.set(dialog);
export const closeDialog = (): void => openDialogStore.set(null);

export function useOpenDialog(): AppDialog | null {
  return useStore(openDialogStore);
}
