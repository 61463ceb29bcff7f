import { Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
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

// The admin's editor (react-hook-form, the Zod schemas) is fetched when an admin first opens it: a
// visitor's first load of /collection evaluates no Zod.
const ItemFormDialog = lazy(() => import('./item-form-dialog').then((m) => ({ default: m.ItemFormDialog })));

/** While the editor's code is fetched; quiet, so a fast load does not flash. */
function EditorLoading() {
  return (
    <p role="status" className="fixed inset-x-0 bottom-6 z-50 mx-auto w-fit rounded-full bg-white px-4 py-2 text-sm text-slate-600 opacity-0 shadow-lg [animation:fade-in_200ms_ease-out_400ms_forwards]">
      Opening the editor…
    </p>
  );
}

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
  // Mounted from its first opening on, as before, so it closes with its animation and reopens at once.
  const [editorNeeded, setEditorNeeded] = useState(false);
  if (!editorNeeded && editing !== null) setEditorNeeded(true);

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
          {editorNeeded ? (
            <Suspense fallback={<EditorLoading />}>
              <ItemFormDialog target={editing} onClose={() => setEditing(null)} />
            </Suspense>
          ) : null}
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
