import { EyeOff, Pencil, Trash2 } from 'lucide-react';
import type { CollectionItem } from '@shared/schemas/collection';
import { SizedPicture } from '@/components/media/sized-picture';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CARD_IMAGE_SIZES } from '@shared/image-srcset';
import { rarityTone } from '../lib/collection-lib';

/**
 * One piece of the gallery. The picture and the title open the large view (one button, so a
 * keyboard reaches each card once); an admin also gets Edit and Delete, and sees hidden items
 * marked as such.
 */
export function CollectionCard({
  item,
  isAdmin,
  first,
  onOpen,
  onEdit,
  onDelete,
}: {
  item: CollectionItem;
  isAdmin: boolean;
  /** The first card: its picture is the page's largest paint, fetched at once. */
  first: boolean;
  onOpen: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const details = [item.category, item.year].filter(Boolean).join(' · ');
  return (
    <li className="group relative flex flex-col overflow-hidden rounded-xl border border-ink-900/10 bg-white shadow-card transition-shadow hover:shadow-lg">
      <div className="relative aspect-[4/3] overflow-hidden bg-ink-900">
        {/* The box's own ratio (4:3): the space is reserved before the picture arrives. */}
        <SizedPicture
          picture={item}
          sizes={CARD_IMAGE_SIZES}
          first={first}
          width={800}
          height={600}
          className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none"
        />
        <div className="absolute top-3 left-3 flex flex-wrap gap-2">
          {item.rarity ? <Badge variant={rarityTone(item.rarity)}>{item.rarity}</Badge> : null}
          {isAdmin && !item.isVisible ? (
            <Badge variant="pending" className="bg-white">
              <EyeOff className="size-3" aria-hidden="true" /> Hidden
            </Badge>
          ) : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        {/* h2: the cards come right after the page's h1, and headings must not skip a level. */}
        <h2 className="font-display text-xl leading-tight font-semibold tracking-wide text-ink-900 uppercase">
          {/* The stretched button covers the whole card: a click anywhere opens the large view. */}
          <button type="button" onClick={onOpen} className="text-left after:absolute after:inset-0 after:content-[''] focus-visible:outline-none after:focus-visible:rounded-xl after:focus-visible:outline-2 after:focus-visible:outline-offset-2 after:focus-visible:outline-ink-900">
            {item.title}
          </button>
        </h2>
        <p className="text-sm font-semibold text-gold-600">{item.athlete}</p>
        {details ? <p className="text-xs font-medium tracking-wide text-slate-600 uppercase">{details}</p> : null}
        {item.description ? <p className="line-clamp-3 text-sm leading-relaxed text-slate-600">{item.description}</p> : null}
        {isAdmin ? (
          <div className="relative z-10 mt-auto flex gap-2 border-t border-ink-900/10 pt-4">
            <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${item.title}`}>
              <Pencil aria-hidden="true" /> Edit
            </Button>
            <Button variant="ghost" size="sm" className="text-status-rejected" onClick={onDelete} aria-label={`Delete ${item.title}`}>
              <Trash2 aria-hidden="true" /> Delete
            </Button>
          </div>
        ) : null}
      </div>
    </li>
  );
}
