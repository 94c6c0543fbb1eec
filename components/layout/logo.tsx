import { color, fontSize, fontWeight } from '@/lib/theme/tokens';

export function Logo({ label }: { label: string }) {
  return (
    <svg width="132" height="32" viewBox="0 0 132 32" role="img" aria-label={label}>
      <circle cx="16" cy="16" r="14" fill={color.accent} />
      <path d="M6 19c4-6 8-6 10-2s6 4 10-2" stroke={color.brand} strokeWidth="3" fill="none" strokeLinecap="round" />
      <text x="36" y="22" fill={color.textInverse} fontSize={fontSize['2xl']} fontWeight={fontWeight.bold} fontFamily="inherit">
        Vivu Travel
      </text>
    </svg>
  );
}
