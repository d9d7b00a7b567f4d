// The labstore mark: an Erlenmeyer flask, a third full, in a teal tile. The
// header logo and the app icons (scripts/render-icons.ts) draw it from these
// same shapes, on a 32 x 32 grid.
export const BRAND_TEAL = '#0f766e';
export const BRAND_LIQUID = '#5eead4';

export const MARK_TILE = { size: 32, radius: 9 } as const;
/** Flask outline, stroked. */
export const FLASK_OUTLINE = 'M12.5 6.5h7M13.6 6.5v6.2L8 22.4a2.3 2.3 0 0 0 2 3.4h12a2.3 2.3 0 0 0 2-3.4l-5.6-9.7V6.5';
/** The liquid in the flask, filled; it follows the outline, whose stroke covers its edge. */
export const FLASK_LIQUID = 'M10.43 18.2H21.57L24 22.4a2.3 2.3 0 0 1-2 3.4H10a2.3 2.3 0 0 1-2-3.4z';
/** Two bubbles rising, as [cx, cy, r]. */
export const FLASK_BUBBLES: ReadonlyArray<readonly [number, number, number]> = [
  [14.9, 15.6, 0.9],
  [16.6, 12.3, 0.6],
];
