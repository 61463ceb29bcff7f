import { useId } from 'react';
import { cn } from '@/lib/utils';
import { LogoMark } from './logo';

const TICKS = Array.from({ length: 72 }, (_, i) => i * 5);

/**
 * The certificate seal: a guilloché ring of fine ticks, the brand line set around it and the mark
 * at its centre. Used where the site talks about authenticity; purely decorative.
 */
export function Seal({ className }: { className?: string }) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const ring = `seal-ring-${id}`;
  const foil = `seal-foil-${id}`;
  return (
    <div className={cn('relative aspect-square', className)} aria-hidden="true">
      <svg viewBox="0 0 200 200" className="absolute inset-0 size-full">
        <defs>
          <linearGradient id={foil} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#f8ecc4" />
            <stop offset="0.4" stopColor="#cfab57" />
            <stop offset="0.7" stopColor="#8f6f2a" />
            <stop offset="1" stopColor="#e2c67d" />
          </linearGradient>
          <path id={ring} d="M100 100m-74 0a74 74 0 1 1 148 0a74 74 0 1 1-148 0" />
        </defs>
        <circle cx="100" cy="100" r="97" fill="none" stroke={`url(#${foil})`} strokeWidth="2" />
        <circle cx="100" cy="100" r="91" fill="none" stroke={`url(#${foil})`} strokeWidth="0.6" strokeOpacity="0.7" />
        <g stroke={`url(#${foil})`} strokeWidth="0.7" strokeOpacity="0.55">
          {TICKS.map((deg) => (
            <line key={deg} x1="100" y1="12" x2="100" y2={deg % 15 === 0 ? 20 : 17} transform={`rotate(${deg} 100 100)`} />
          ))}
        </g>
        {/* textLength spreads the line evenly around the whole ring (2πr minus one gap). */}
        <text fill={`url(#${foil})`} fontFamily="var(--font-display)" fontSize="12" fontWeight="500">
          <textPath href={`#${ring}`} startOffset="0" textLength="455" lengthAdjust="spacing">
            CERTIFIED AUTHENTIC ★ SIGNED · SEALED · VERIFIED ★ G.O.A.T. AUTHENTICATION ★
          </textPath>
        </text>
        <circle cx="100" cy="100" r="60" fill="none" stroke={`url(#${foil})`} strokeWidth="0.6" strokeDasharray="1.5 3" />
      </svg>
      <LogoMark className="absolute top-1/2 left-1/2 h-[44%] -translate-x-1/2 -translate-y-1/2 drop-shadow-[0_8px_24px_rgba(207,171,87,0.25)]" />
    </div>
  );
}
