import type { OfflineProduct } from '../catalogue-api';

/** A listed test as the offline catalogue keeps it, for tests and the offline search bench; `overrides` name what matters. */
export function offlineProduct(overrides: Partial<OfflineProduct> & Pick<OfflineProduct, 'id' | 'name'>): OfflineProduct {
  return {
    slug: overrides.id,
    imageId: null,
    masterPrice: 20,
    marketPrice: 40,
    cpt: '',
    isActive: true,
    categoryName: null,
    productType: 1,
    description: '',
    instructions: '',
    questCode: null,
    labCode: 0,
    categoryId: null,
    categorySlug: null,
    tags: [],
    isHidden: false,
    hasExtraCharge: false,
    extraTestsPrice: null,
    pageTitle: null,
    metaDescription: null,
    metaRobots: null,
    eligibility: null,
    searchPriority: 0,
    childIds: [],
    lang: 'en',
    ...overrides,
  };
}
