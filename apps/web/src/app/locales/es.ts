import type { Dictionary } from '../../lib/i18n';
import type { appEn } from './en';

export const appEs: Dictionary<typeof appEn> = {
  siteName: 'labstore',
};
