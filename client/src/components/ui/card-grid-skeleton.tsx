import { Card } from '@/components/ui/card';
import { Skeleton, SkeletonLines } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

/**
 * The grid of cards a public list shows while it loads, with the cards' own picture ratio and text
 * lines: the cards take the skeleton's place without pushing what follows (no layout shift).
 */
export function CardGridSkeleton({ count, label, imageClassName }: { count: number; label: string; imageClassName: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} className="overflow-hidden">
          <Skeleton className={cn('rounded-none', imageClassName)} />
          <SkeletonLines className="p-5" lines={['h-5 w-3/4', 'h-4 w-1/2', 'h-4 w-full']} />
        </Card>
      ))}
    </div>
  );
}
