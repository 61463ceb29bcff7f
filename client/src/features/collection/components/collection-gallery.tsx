import { Plus } from 'lucide-react';
import { useState } from 'react';
import { COLLECTION_MESSAGES } from '@shared/collection';
import type { CollectionItem } from '@shared/schemas/collection';
import { LoadError } from '@/components/submissions/load-error';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/use-toast';
import { useCollection } from '../api/get-collection';
import { useDeleteCollectionItem } from '../api/delete-collection-item';
import { collectionStats } from '../lib/collection-lib';
import { CollectionCard } from './collection-card';
import { CollectionEmpty, CollectionSkeleton, CollectionStatistics } from './collection-states';
import { CollectionViewer } from './collection-viewer';
import { ItemFormDialog } from './item-form-dialog';

/**
 * The gallery with, for an admin, its tools (docs/product.md, Pages): the same screen on /collection and in
 * the dashboard's Collection tab, so what the admin edits is exactly what visitors see.
 */
export function CollectionGallery({ isAdmin }: { isAdmin: boolean }) {
  const { data: items, isPending, isError, refetch } = useCollection();
  const remove = useDeleteCollectionItem();
  const [viewing, setViewing] = useState<CollectionItem | null>(null);
  const [editing, setEditing] = useState<CollectionItem | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CollectionItem | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast({ title: 'Collection item deleted' }),
      onError: (error) => toast({ variant: 'destructive', title: 'Delete failed', description: error.message }),
      onSettled: () => setDeleting(null),
    });
  };

  let body;
  if (isPending) body = <CollectionSkeleton />;
  else if (isError) body = <LoadError what="the collection" onRetry={() => void refetch()} />;
  else if (!items.length) body = <CollectionEmpty isAdmin={isAdmin} onAdd={() => setEditing('new')} />;
  else {
    body = (
      <>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Collection items">
          {items.map((item, i) => (
            <CollectionCard
              key={item.id}
              item={item}
              isAdmin={isAdmin}
              first={i === 0}
              onOpen={() => setViewing(item)}
              onEdit={() => setEditing(item)}
              onDelete={() => setDeleting(item)}
            />
          ))}
        </ul>
        <CollectionStatistics {...collectionStats(items)} />
      </>
    );
  }

  return (
    <>
      {isAdmin && items?.length ? (
        <div className="mb-6 flex justify-end">
          <Button variant="gold" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" /> Add New Item
          </Button>
        </div>
      ) : null}
      {body}
      <CollectionViewer item={viewing} onClose={() => setViewing(null)} />
      {isAdmin ? (
        <>
          <ItemFormDialog target={editing} onClose={() => setEditing(null)} />
          <ConfirmDialog
            open={deleting !== null}
            onOpenChange={(open) => (open ? undefined : setDeleting(null))}
            title="Delete item"
            description={COLLECTION_MESSAGES.deleteConfirm}
            pending={remove.isPending}
            onConfirm={confirmDelete}
          />
        </>
      ) : null}
    </>
  );
}
