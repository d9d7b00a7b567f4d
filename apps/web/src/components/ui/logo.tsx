import { BRAND_LIQUID, BRAND_TEAL, FLASK_BUBBLES, FLASK_LIQUID, FLASK_OUTLINE, MARK_TILE } from './logo-geometry';

/** The logo: flask mark and 'labstore' wordmark. Decorative; the link around it is named. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 148 32" height="32" aria-hidden="true" focusable="false">
      <rect width={MARK_TILE.size} height={MARK_TILE.size} rx={MARK_TILE.radius} fill={BRAND_TEAL} />
      <path d={FLASK_LIQUID} fill={BRAND_LIQUID} />
      {FLASK_BUBBLES.map(([cx, cy, r]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={r} fill={BRAND_LIQUID} />
      ))}
      <path d={FLASK_OUTLINE} fill="none" stroke="#fff" strokeWidth="1.9" strokeLinecap="round" strokeLinejoin="round" />
      <text
        x="41"
        y="23.5"
        textLength="106"
        lengthAdjust="spacingAndGlyphs"
        style={{ fontFamily: 'var(--font-sans)' }}
        fontSize="24"
        fontWeight="800"
        letterSpacing="-0.5"
      >
        <tspan fill={BRAND_TEAL}>lab</tspan>
        <tspan fill="#0f172a">store</tspan>
      </text>
    </svg>
  );
}
