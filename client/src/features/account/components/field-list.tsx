import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** A label and its value, in the two-column description lists of the submission screens. */
export function Field({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('grid min-w-0 content-start gap-0.5', className)}>
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="text-sm wrap-anywhere text-ink-900">{children}</dd>
    </div>
  );
}

/** A value the submission does not have (yet), in a quieter voice than real data. */
export function Missing({ children }: { children: ReactNode }) {
  return <span className="text-slate-600 italic">{children}</span>;
}
