import { stateForZip } from '../zip-to-state';

// The zip must belong to the chosen state. Each place words the refusal its
// own way; all four are blocking notices except registration's field message.
export const ZIP_STATE_MISMATCH_MESSAGES = {
  /** spec/01 5, registration. */
  registration: 'Your zip code does not match your state. Please review and update.',
  /** spec/01 5, a customer updating the profile. */
  profile:
    'Your zip code does not match your state. Please contact support to have your address updated to proceed with ordering tests.',
  /** spec/02 5, the profile checked at checkout. */
  checkout:
    'Your zip code does not match your state. Please contact GRL support to have your address updated to proceed with ordering tests.',
  /** spec/03 5, an administrator updating a user. */
  admin: 'The users zip code does not match their state. Please confirm with the user and update.',
} as const;

/** spec/01 5: true when the zip maps to that state; a zip outside every range matches nothing. */
export function zipMatchesState(zip: string, state: string): boolean {
  const zipState = stateForZip(zip);
  return zipState !== undefined && zipState === state;
}
