import type { CollectionItem } from '@shared/schemas/collection';
import { FallbackImage } from '@/components/media/fallback-image';
import { Badge } from '@/components/ui/badge';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { rarityTone } from '../lib/collection-lib';

/** An item shown large: the whole picture (not cropped) and every detail; Esc or Close returns to its card. */
export function CollectionViewer({ item, onClose }: { item: CollectionItem | null; onClose: () => void }) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {item ? (
        <DialogContent className="max-w-4xl gap-0 p-0 sm:p-0">
          <div className="flex max-h-[60dvh] justify-center bg-ink-950">
            <FallbackImage
              src={item.imageUrl}
              // The original, not the card renditions: they would be blurred at this size.
              alt={item.title}
              className="max-h-[60dvh] w-full object-contain"
            />
          </div>
          <div className="grid gap-3 p-5 sm:p-7">
            <DialogHeader>
              <div className="flex flex-wrap gap-2">
                {item.rarity ? <Badge variant={rarityTone(item.rarity)}>{item.rarity}</Badge> : null}
                <Badge>{item.category}</Badge>
                {item.year ? <Badge>{item.year}</Badge> : null}
              </div>
              <DialogTitle>{item.title}</DialogTitle>
              <DialogDescription className="text-base font-semibold text-gold-600">{item.athlete}</DialogDescription>
            </DialogHeader>
            {item.description ? <p className="leading-relaxed whitespace-pre-line text-slate-700">{item.description}</p> : null}
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
