import { profileResponseSchema } from '@labstore/domain';
import { http } from '../../../lib/http-client';

// spec/02 4.3: the Checkout button checks the customer's home state first.
// GET /api/profile/get/{id}, checked with the schema the API answers with.

/** The profile's home address state; undefined when it has none. */
export async function readHomeState(profileId: string): Promise<string | undefined> {
  const profile = await http.get(`/api/profile/get/${encodeURIComponent(profileId)}`, profileResponseSchema);
  return profile.homeAddress?.state;
}
