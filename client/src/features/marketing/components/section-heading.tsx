import type { ReactNode } from 'react';

/** Eyebrow, heading and lead of a page section, on light ground or (tone="dark") on the vault navy. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  tone = 'light',
  align = 'start',
  level = 2,
  className,
}: {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  tone?: 'light' | 'dark';
  align?: 'start' | 'center';
  level?: 2 | 3;
  className?: string;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={`grid gap-4 ${align === 'center' ? 'justify-items-center text-center' : ''} ${className ?? ''}`}>
      {eyebrow ? (
        <p className={`flex items-center gap-3 text-xs font-semibold tracking-[0.28em] uppercase ${tone === 'dark' ? 'text-gold-300' : 'text-gold-600'}`}>
          <span className="foil h-px w-8" aria-hidden="true" />
          {eyebrow}
          {align === 'center' ? <span className="foil h-px w-8" aria-hidden="true" /> : null}
        </p>
      ) : null}
      <Heading
        id={id}
        className={`max-w-3xl font-display text-3xl leading-[1.08] font-semibold tracking-wide text-balance uppercase sm:text-4xl lg:text-[2.75rem] ${
          tone === 'dark' ? 'text-white' : 'text-ink-900'
        }`}
      >
        {title}
      </Heading>
      {lead ? (
        <div className={`max-w-2xl text-base leading-relaxed sm:text-lg ${tone === 'dark' ? 'text-mist-200' : 'text-slate-600'}`}>{lead}</div>
      ) : null}
    </div>
  );
}
