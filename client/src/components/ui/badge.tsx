import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export const badgeVariants = cva(
  'inline-flex items-center gap-1.5 whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold tracking-wide',
  {
    variants: {
      variant: {
        gold: 'border-gold-500/40 bg-gold-100 text-gold-900',
        neutral: 'border-slate-300 bg-slate-100 text-slate-700',
        completed: 'border-status-completed/30 bg-green-50 text-status-completed',
        processing: 'border-status-processing/30 bg-blue-50 text-status-processing',
        pending: 'border-status-pending/30 bg-slate-100 text-status-pending',
        rejected: 'border-status-rejected/30 bg-red-50 text-status-rejected',
      },
    },
    defaultVariants: { variant: 'neutral' },
  },
);

export function Badge({ className, variant, ...props }: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
