import { CATEGORY_FLAG } from '@labstore/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { http } from '../../../lib/http-client';

// spec/02 2.2, 7: GET /api/category/type/1, the categories of the home carousel.

const categorySchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.nullish(z.string()),
  image1Id: z.nullish(z.string()),
});
const categoryListSchema = z.object({ items: z.array(categorySchema), count: z.int() });
export type CarouselCategory = z.infer<typeof categorySchema>;

export const homeKeys = {
  all: ['home'] as const,
  carousel: () => [...homeKeys.all, 'carousel'] as const,
};

export const getCarouselCategories = (signal?: AbortSignal): Promise<CarouselCategory[]> =>
  http.get(`/api/category/type/${CATEGORY_FLAG.HomeCarousel}`, categoryListSchema, signal).then((list) => list.items);

export const carouselCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: homeKeys.carousel(),
    queryFn: ({ signal }) => getCarouselCategories(signal),
    staleTime: 10 * 60_000,
  });

export const useCarouselCategories = () => useQuery(carouselCategoriesQueryOptions());
