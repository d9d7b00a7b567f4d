import type { CategoryItem } from '@labstore/domain';
import type { CategoryRow } from './categories.repository';

/** A category as the catalogue calls answer it (spec/03 3). */
export function toCategoryResponse(category: CategoryRow): CategoryItem {
  return {
    id: category.id,
    slug: category.slug,
    name: category.name,
    description: category.description,
    image1Id: category.image1_id,
    image2Id: category.image2_id,
    flags: category.flags,
    lang: category.lang,
  };
}

