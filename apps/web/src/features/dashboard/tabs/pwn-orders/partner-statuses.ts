import { PARTNER_ORDER_FILTER, type PartnerOrderFilter } from '@labstore/domain';

// spec/03 4 and 9: the partner order statuses by id, 0 being the filter's "all".

export type PartnerStatusName = keyof typeof PARTNER_ORDER_FILTER;

const NAMES: ReadonlyMap<number, PartnerStatusName> = new Map(
  Object.entries(PARTNER_ORDER_FILTER).map(([name, id]) => [id, name as PartnerStatusName]),
);

/** The filter's choices in the spec's order: all, pending, approved, rejected, results. */
export const STATUS_CHOICES: ReadonlyArray<{ id: PartnerOrderFilter; name: PartnerStatusName }> = [...NAMES].map(([id, name]) => ({
  id: id as PartnerOrderFilter,
  name,
}));

export function partnerStatusName(id: number): PartnerStatusName | undefined {
  return NAMES.get(id);
}

/** A choice of the status select, back to its id; anything else is all. */
export function partnerFilterOf(value: string): PartnerOrderFilter {
  return STATUS_CHOICES.find((choice) => String(choice.id) === value)?.id ?? PARTNER_ORDER_FILTER.all;
}
