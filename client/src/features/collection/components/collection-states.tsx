import { Gem, Plus } from 'lucide-react';
import { COLLECTION_MESSAGES, COLLECTION_SKELETON_CARDS } from '@shared/collection';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CardGridSkeleton } from '@/components/ui/card-grid-skeleton';

/** The 6-card skeleton while the gallery loads (docs/product.md, Pages). */
export function CollectionSkeleton() {
  return <CardGridSkeleton count={COLLECTION_SKELETON_CARDS} label="Loading the collection" imageClassName="aspect-[4/3]" />;
}

/** 'No Items Yet', with the admin's way to add the first item. */
export function CollectionEmpty({ isAdmin, onAdd }: { isAdmin: boolean; onAdd: () => void }) {
  return (
    <Card className="flex flex-col items-center gap-4 px-6 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-full border border-gold-500/30 bg-gold-100 text-gold-600">
        <Gem className="size-6" aria-hidden="true" />
      </span>
      <h2 className="font-display text-2xl font-semibold tracking-wide text-ink-900 uppercase">{COLLECTION_MESSAGES.emptyTitle}</h2>
      <p className="max-w-md text-slate-600">{isAdmin ? COLLECTION_MESSAGES.emptyAdmin : COLLECTION_MESSAGES.emptyVisitor}</p>
      {isAdmin ? (
        <Button variant="gold" onClick={onAdd}>
          <Plus aria-hidden="true" /> Add First Item
        </Button>
      ) : null}
    </Card>
  );
}

/** Collection Statistics: what the gallery holds at a glance. */
export function CollectionStatistics({ total, athletes, categories }: { total: number; athletes: number; categories: number }) {
  const stats = [
    { label: 'Total Items', value: total },
    { label: 'Featured Athletes', value: athletes },
    { label: 'Categories', value: categories },
  ];
  return (
    <section aria-labelledby="collection-stats" className="surface-dark mt-14 rounded-xl bg-ink-900 px-6 py-8 text-white sm:px-10">
      <h2 id="collection-stats" className="font-display text-2xl font-semibold tracking-wide uppercase">
        Collection Statistics
      </h2>
      <dl className="mt-6 grid gap-6 sm:grid-cols-3">
        {stats.map((s) => (
          <div key={s.label} className="border-l-2 border-gold-400 pl-4">
            <dt className="text-xs font-semibold tracking-[0.2em] text-mist-300 uppercase">{s.label}</dt>
            <dd className="mt-1 font-display text-4xl font-semibold text-gold-300">{s.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
