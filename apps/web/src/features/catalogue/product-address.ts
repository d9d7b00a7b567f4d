// spec/02 2.4: a product opened by its GUID replaces the address with
// product/{slug}. Pure, so it is tested alone.

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isGuid(value: string): boolean {
  return GUID.test(value);
}

/** The slug to move to, or null when the address already names the product by its slug. */
export function slugAddressFor(param: string, product: { id: string; slug: string }): string | null {
  if (param === product.slug || product.slug === '') return null;
  return isGuid(param) ? product.slug : null;
}

export interface ProductJsonLdInput {
  name: string;
  slug: string;
  masterPrice: number;
  available: boolean;
  imageUrl: string | null;
  description: string | null;
  url: string;
}

/** schema.org Product for search engines (spec/02 2.4); sku is the slug, the offer in USD. */
export function productJsonLd(input: ProductJsonLdInput): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    sku: input.slug,
    ...(input.imageUrl ? { image: input.imageUrl } : {}),
    ...(input.description ? { description: input.description } : {}),
    offers: {
      '@type': 'Offer',
      url: input.url,
      price: input.masterPrice.toFixed(2),
      priceCurrency: 'USD',
      availability: input.available ? 'https://schema.org/InStock' : 'https://schema.org/Discontinued',
    },
  };
  // Inside <script>, '<' could close the element early: escape it.
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
