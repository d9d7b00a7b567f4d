import type { TestCenter } from '@labstore/domain';

// Issue 16: each marker stands at its center's coordinates. Centers that
// share a point (two services at one address) would hide one another, so
// their badges stand side by side, centred on that point, and both can be
// seen, clicked and tabbed to.

/** A marker badge's width and height, in CSS pixels. */
export const MARKER_SIZE = 30;
/** From one badge's middle to the next at a shared point: room for the selected badge, drawn 30% larger (test-centers-map.module.css), beside another. */
export const SHARED_POINT_SPACING = MARKER_SIZE + 6;

export interface MarkerPlacement {
  center: TestCenter;
  /** The number the list gives the center (1 is the nearest). */
  rank: number;
  /** How far right of the center's point the badge's middle stands, in pixels; 0 unless the point is shared. */
  offsetX: number;
}

/** The same point to about a metre: what the eye cannot tell apart on the map. */
function pointKey(center: TestCenter): string {
  return `${center.latitude.toFixed(5)},${center.longtitude.toFixed(5)}`;
}

/** The centers' markers, numbered as the list, those at one point spread evenly about it in the list's order. */
export function markerPlacements(centers: readonly TestCenter[]): MarkerPlacement[] {
  const sharers = new Map<string, number>();
  for (const center of centers) sharers.set(pointKey(center), (sharers.get(pointKey(center)) ?? 0) + 1);
  const placed = new Map<string, number>();
  return centers.map((center, index) => {
    const key = pointKey(center);
    const position = placed.get(key) ?? 0;
    placed.set(key, position + 1);
    const count = sharers.get(key) ?? 1;
    return { center, rank: index + 1, offsetX: (position - (count - 1) / 2) * SHARED_POINT_SPACING };
  });
}
