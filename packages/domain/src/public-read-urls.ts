// spec/02 7: the addresses of the public reads a page's first screen makes,
// built in one place for the web app's fetchers and for the server, which
// answers them inside the page (page-first-reads.ts): the two must name
// exactly the same address for the page's copy to be used.

export const publicReadUrls = {
  /** GET /api/product/{slug or id} */
  product: (slugOrId: string) => `/api/product/${encodeURIComponent(slugOrId)}`,
  /** GET /api/blog/get/slug?slug= */
  articleBySlug: (slug: string) => `/api/blog/get/slug?${new URLSearchParams({ slug }).toString()}`,
  /** GET /api/image/{id}: a product's picture or an article's cover. */
  image: (imageId: string) => `/api/image/${encodeURIComponent(imageId)}`,
} as const;
