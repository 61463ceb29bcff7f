import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A styled native <select>: the phone's own picker, full keyboard support, nothing to load. */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select
        className={cn(
          'h-11 w-full appearance-none rounded-md border border-slate-300 bg-white pr-10 pl-3.5 text-base text-ink-900 shadow-xs transition-colors sm:text-sm',
          'hover:border-slate-400 focus-visible:border-ink-900 focus-visible:outline-2 focus-visible:outline-offset-1',
          'disabled:cursor-not-allowed disabled:bg-paper-100 disabled:opacity-70',
          'aria-invalid:border-status-rejected aria-invalid:focus-visible:outline-status-rejected',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
    </div>
  );
}
