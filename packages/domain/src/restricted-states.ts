import type { StateCode } from './states';

// spec/01 1, 2.5, 5, 6 and spec/02 9: residents of these states can neither
// register nor place new orders.
export const FORBIDDEN_STATES: readonly StateCode[] = ['NJ', 'NY', 'AZ', 'RI'];

/** spec/01 2.5 (b): state law forbids registrations and orders here. */
export const REGISTRATION_BLOCK_STATES: readonly StateCode[] = ['NJ', 'NY', 'RI'];

/** spec/01 5: the registration message for any forbidden state. */
export const FORBIDDEN_STATES_MESSAGE = 'Apologies, we are unable to serve customers from NJ, NY, AZ or RI.';

export function isForbiddenState(state: string): boolean {
  return FORBIDDEN_STATES.some((forbidden) => forbidden === state);
}

/**
 * Which important notice variant of spec/01 2.5 applies:
 * 'state-law' (b) for NJ, NY and RI, whether registering or ordering;
 * 'az-registration' (c) and 'az-order' (a) for AZ, whose existing customers
 * may still view orders and download results.
 */
export type RestrictedStateNotice = 'state-law' | 'az-registration' | 'az-order';

export function restrictedStateNotice(
  state: string,
  context: 'registration' | 'order',
): RestrictedStateNotice | undefined {
  if (REGISTRATION_BLOCK_STATES.some((blocked) => blocked === state)) return 'state-law';
  if (state !== 'AZ') return undefined;
  return context === 'registration' ? 'az-registration' : 'az-order';
}
