import { type EligibilityVariant, isEligibilityVariant, productDetailSchema, publicReadUrls } from '@labstore/domain';
import { http } from '../../lib/http-client';
import type { CartProductSummary } from './cart-edits';

// spec/02 4.7: a COVID-19 product asks its questionnaire before it is added.
// A product page knows the product's questionnaire; a list row does not, so
// the product is read (the service worker keeps the copy it last saw, so
// this works offline for a product seen before).

/** The questionnaire to ask before adding, or null when none is asked. */
export async function eligibilityVariantOf(product: CartProductSummary): Promise<EligibilityVariant | null> {
  const known = product.eligibility !== undefined ? product.eligibility : await readEligibility(product.slug);
  return isEligibilityVariant(known) ? known : null;
}

/** Unreadable: no questionnaire is asked here, and the server refuses the add with its own words if one was needed. */
async function readEligibility(slug: string): Promise<string | null> {
  try {
    const detail = await http.request(publicReadUrls.product(slug), { schema: productDetailSchema, silent: true });
    return detail.eligibility;
  } catch {
    return null;
  }
}
