import type { Category } from '@labstore/db';
import type { CategoryItem } from '@labstore/domain';

/** A category as the catalogue calls answer it (spec/03 3). */
export function toCategoryResponse(category: Category): CategoryItem {
  return {
    id: category.id,
    slug: category.slug,
    name: category.name,
    description: category.description,
    image1Id: category.image1_id,
    image2Id: category.image2_id,
    flags: category.flags,
  };
}
