import type { CSSProperties } from 'react';

/** Inline CSS custom properties (React's style type does not list them), so CSS can use shared constants. */
export function cssVars(vars: Record<`--${string}`, string>): CSSProperties {
  return vars as CSSProperties;
}
