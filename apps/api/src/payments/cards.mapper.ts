import type { CardType, SavedCard } from '@labstore/domain';
import type { SavedCardRow } from './cards.repository';

export function toSavedCard(row: SavedCardRow): SavedCard {
  return {
    id: row.id,
    cardType: row.card_type as CardType,
    cardNumberLastDigits: row.last4,
    expirationMonth: row.exp_month,
    expirationYear: row.exp_year,
    isDefault: row.is_default,
    isActive: row.is_active,
  };
}
