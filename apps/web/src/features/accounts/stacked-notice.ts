import type { RestrictedStateNotice } from '@labstore/domain';
import { createStore, useStore } from '../../lib/create-store';

// spec/01 4 Registration: choosing a forbidden state opens the important
// notice over the registration dialog, which stays open underneath with what
// was typed. The dialogs store holds one dialog at a time, so this one notice
// is stacked here.
const stacked = createStore<RestrictedStateNotice | null>(null);

export const showStackedNotice = (notice: RestrictedStateNotice): void => stacked.set(notice);
export const closeStackedNotice = (): void => stacked.set(null);
export const useStackedNotice = (): RestrictedStateNotice | null => useStore(stacked);
