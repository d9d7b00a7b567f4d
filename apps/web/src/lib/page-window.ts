// spec/02 9: pagination shows at most 5 page links that rotate around the
// current page, with first/last boundary links. Pure, so it is tested alone.

export interface PageWindow {
  /** The page links to show, in order. */
  pages: number[];
  /** The current page, clamped into 1..pageCount. */
  current: number;
  pageCount: number;
}

export function pageCount(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

export function pageWindow(current: number, count: number, maxLinks: number): PageWindow {
  const last = Math.max(1, count);
  const page = Math.min(Math.max(1, Math.trunc(current) || 1), last);
  const size = Math.min(Math.max(1, maxLinks), last);
  // Rotation: the current page sits in the middle while there is room on both sides.
  const start = Math.min(Math.max(1, page - Math.floor((size - 1) / 2)), last - size + 1);
  return { pages: Array.from({ length: size }, (_, index) => start + index), current: page, pageCount: last };
}
