import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'min-h-24 w-full rounded-md border border-slate-300 bg-white px-3.5 py-2.5 text-base text-ink-900 shadow-xs transition-colors sm:text-sm',
        'placeholder:text-slate-500 hover:border-slate-400 focus-visible:border-ink-900 focus-visible:outline-2 focus-visible:outline-offset-1',
        'disabled:cursor-not-allowed disabled:bg-paper-100 disabled:opacity-70',
        'aria-invalid:border-status-rejected aria-invalid:focus-visible:outline-status-rejected',
        className,
      )}
      {...props}
    />
  );
}
