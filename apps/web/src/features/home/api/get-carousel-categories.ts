import { CATEGORY_FLAG, categoryListResponseSchema, type CategoryItem } from '@labstore/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';

// spec/02 2.2, 7: GET /api/category/type/1, the categories of the home carousel.

export const homeKeys = {
  all: ['home'] as const,
  carousel: () => [...homeKeys.all, 'carousel'] as const,
};

export const getCarouselCategories = (signal?: AbortSignal): Promise<CategoryItem[]> =>
  http.get(`/api/category/type/${CATEGORY_FLAG.HomeCarousel}`, categoryListResponseSchema, signal).then((list) => list.items);

export const carouselCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: homeKeys.carousel(),
    queryFn: ({ signal }) => getCarouselCategories(signal),
    staleTime: 10 * 60_000,
  });

export const useCarouselCategories = () => useQuery(carouselCategoriesQueryOptions());
