import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-slate-200 motion-reduce:animate-none', className)} {...props} />;
}

/**
 * Placeholder lines stacked in a grid (a title and its text while they load), one class per line for
 * its height and width: the loading screens share one shape and differ only in their sizes.
 */
export function SkeletonLines({ lines, className }: { lines: string[]; className?: string }) {
  return (
    <div className={cn('grid gap-3', className)}>
      {lines.map((line, i) => (
        <Skeleton key={i} className={line} />
      ))}
    </div>
  );
}
