import { useId } from 'react';

/** The sail mark of public/favicon.svg, inline so it scales and needs no request. */
export function BrandLogo({ size = 40 }: { size?: number }) {
  // Two logos on a page must not share a gradient id.
  const gradientId = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1677ff" />
          <stop offset="1" stopColor="#13c2c2" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="14" fill={`url(#${gradientId})`} />
      <path d="M31 12 L31 44 L14 44 Z" fill="#fff" />
      <path d="M35 18 L35 44 L50 44 Z" fill="#fff" fillOpacity="0.75" />
      <path d="M12 49 Q22 54 32 49 T52 49" stroke="#fff" strokeWidth="3.5" fill="none" strokeLinecap="round" />
    </svg>
  );
}
