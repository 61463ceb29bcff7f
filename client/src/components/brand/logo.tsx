import { useId, type ComponentProps } from 'react';

/** A useId value made safe for `url(#...)` references. */
function useSvgId(prefix: string): string {
  return `${prefix}-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
}

/**
 * The G.O.A.T. mark: a gold-foil shield holding a "G" and a single star, the champion's star.
 * Original artwork drawn for this site; decorative unless a title is given.
 */
export function LogoMark({ className, title, ...props }: ComponentProps<'svg'> & { title?: string }) {
  const foil = useSvgId('goat-foil');
  const field = useSvgId('goat-field');
  return (
    <svg
      viewBox="0 0 64 72"
      // The caller's className sets the height (h-10 when none is given).
      className={`w-auto ${className ?? 'h-10'}`}
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      {...props}
    >
      {title ? <title>{title}</title> : null}
      <defs>
        <linearGradient id={foil} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f8ecc4" />
          <stop offset="0.35" stopColor="#e2c67d" />
          <stop offset="0.62" stopColor="#b48f3c" />
          <stop offset="1" stopColor="#e8d08e" />
        </linearGradient>
        <linearGradient id={field} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1b2642" />
          <stop offset="1" stopColor="#060a13" />
        </linearGradient>
      </defs>
      <path d="M32 2 60 11v23c0 18-12.5 30.5-28 36C16.5 64.5 4 52 4 34V11Z" fill={`url(#${field})`} stroke={`url(#${foil})`} strokeWidth="3" />
      <path d="M32 8.5 54.5 16v18c0 14.5-9.6 24.6-22.5 29.4C19.1 58.6 9.5 48.5 9.5 34V16Z" fill="none" stroke={`url(#${foil})`} strokeOpacity="0.55" strokeWidth="1" />
      <path
        d="M32 14.9 33.12 17.96 36.37 18.08 33.81 20.09 34.7 23.22 32 21.4 29.3 23.22 30.19 20.09 27.63 18.08 30.88 17.96Z"
        fill={`url(#${foil})`}
      />
      <path d="M39.7 30.8A12 12 0 1 0 44 40H33" fill="none" stroke={`url(#${foil})`} strokeWidth="4.6" strokeLinecap="square" />
      <path d="M44 40v6.5" stroke={`url(#${foil})`} strokeWidth="4.6" />
    </svg>
  );
}

/** Mark plus wordmark, as used in the header and footer. */
export function Logo({
  className,
  compact = false,
  wordmarkClassName,
}: {
  className?: string;
  compact?: boolean;
  /** Lets a crowded header drop the wordmark at some widths; the link keeps its accessible name. */
  wordmarkClassName?: string | undefined;
}) {
  return (
    <span className={`inline-flex items-center gap-3 ${className ?? ''}`}>
      <LogoMark className="h-10 shrink-0" />
      <span className={`flex flex-col leading-none ${wordmarkClassName ?? ''}`}>
        <span className="font-display text-[1.45rem] font-semibold tracking-[0.08em] text-white">G.O.A.T.</span>
        {/* Read as "G.O.A.T. Authentication": the links' names must contain the visible words. */}{' '}
        {compact ? null : (
          <span className="mt-1 text-[0.6rem] font-semibold tracking-[0.34em] text-gold-300 uppercase">Authentication</span>
        )}
      </span>
    </span>
  );
}
