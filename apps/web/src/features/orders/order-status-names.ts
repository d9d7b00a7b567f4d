import { ORDER_STATUS } from '@labstore/domain';
import type { ordersEn } from './locales/en';

// spec/02 4.1 statuses, named in the site's language (the orders namespace's
// 'status' keys); a status this build does not know is shown by number.

type StatusKey = `status.${keyof typeof ordersEn.status}`;

const STATUS_KEYS: ReadonlyMap<number, StatusKey> = new Map<number, StatusKey>([
  [ORDER_STATUS.Cart, 'status.cart'],
  [ORDER_STATUS.Submitted, 'status.submitted'],
  [ORDER_STATUS.InProgress, 'status.inProgress'],
  [ORDER_STATUS.Completed, 'status.completed'],
  [ORDER_STATUS.Rejected, 'status.rejected'],
  [ORDER_STATUS.Declined, 'status.declined'],
  [ORDER_STATUS.Canceled, 'status.canceled'],
  [ORDER_STATUS.ExternalApiError, 'status.externalApiError'],
  [ORDER_STATUS.NewRepeatOrder, 'status.newRepeatOrder'],
]);

export const statusKey = (status: number): StatusKey => STATUS_KEYS.get(status) ?? 'status.unknown';
