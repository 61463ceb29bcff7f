import { useId } from 'react';
import { cn } from '@/lib/utils';

/**
 * An athlete's crest: his jersey number in the display face on a medallion of his colours, ringed
 * in gold foil with three stars. Original artwork (no team marks); decorative.
 */
export function AthleteCrest({ number, sport, colors, className }: { number: string; sport: string; colors: { from: string; to: string }; className?: string }) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const field = `crest-field-${id}`;
  const foil = `crest-foil-${id}`;
  return (
    <svg viewBox="0 0 200 200" className={cn('aspect-square', className)} aria-hidden="true">
      <defs>
        <radialGradient id={field} cx="0.4" cy="0.3" r="0.8">
          <stop offset="0" stopColor={colors.from} />
          <stop offset="1" stopColor={colors.to} />
        </radialGradient>
        <linearGradient id={foil} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f8ecc4" />
          <stop offset="0.45" stopColor="#cfab57" />
          <stop offset="0.75" stopColor="#8f6f2a" />
          <stop offset="1" stopColor="#e2c67d" />
        </linearGradient>
      </defs>
      <circle cx="100" cy="100" r="96" fill={`url(#${foil})`} />
      <circle cx="100" cy="100" r="88" fill={`url(#${field})`} />
      <circle cx="100" cy="100" r="80" fill="none" stroke={`url(#${foil})`} strokeWidth="1" strokeDasharray="2 3" />
      <text x="100" y="128" textAnchor="middle" fontFamily="var(--font-display)" fontWeight="600" fontSize="84" fill="#f7f5ef" letterSpacing="2">
        {number}
      </text>
      <text x="100" y="160" textAnchor="middle" fontFamily="var(--font-sans)" fontWeight="700" fontSize="11" letterSpacing="4" fill="#e2c67d">
        {sport.toUpperCase()}
      </text>
      {[-18, 0, 18].map((dx) => (
        <path
          key={dx}
          transform={`translate(${100 + dx} ${dx === 0 ? 38 : 42}) scale(0.9)`}
          d="M0-6 1.8-1.9 6.3-1.9 2.7.8 4 5.2 0 2.6-4 5.2-2.7.8-6.3-1.9-1.8-1.9Z"
          fill={`url(#${foil})`}
        />
      ))}
    </svg>
  );
}
