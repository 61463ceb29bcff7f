import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

export interface ImageSet {
  urls: string[];
  /** Whose images, for the description: "Order GA-… · item". */
  caption: string;
  start?: number;
}

/**
 * The full-screen 'Submission Image' viewer (docs/product.md, Pages): Esc and the close button close it, the
 * arrow keys and buttons move between the images when there are several.
 */
export function ImageViewer({ images, onClose }: { images: ImageSet | null; onClose: () => void }) {
  return (
    <Dialog open={images !== null} onOpenChange={(open) => !open && onClose()}>
      {images ? <ViewerContent key={images.urls.join('|')} images={images} /> : null}
    </Dialog>
  );
}

function ViewerContent({ images }: { images: ImageSet }) {
  const count = images.urls.length;
  const [index, setIndex] = useState(Math.min(images.start ?? 0, Math.max(0, count - 1)));
  const go = (step: number) => setIndex((i) => (i + step + count) % count);
  const url = images.urls[index];
  return (
    <DialogContent
      closeLabel="Close image viewer"
      className="h-[calc(100dvh-1rem)] max-h-none w-[calc(100vw-1rem)] max-w-none grid-rows-[auto_minmax(0,1fr)_auto] gap-3 border-white/10 bg-ink-950 p-3 text-white sm:p-5 [&>button]:text-white [&>button:hover]:bg-white/10 [&>button:hover]:text-white"
      onKeyDown={(e) => {
        if (count < 2) return;
        if (e.key === 'ArrowRight') go(1);
        if (e.key === 'ArrowLeft') go(-1);
      }}
    >
      <div className="pr-12">
        <DialogTitle className="text-xl text-white">Submission Image</DialogTitle>
        <DialogDescription className="text-mist-200">
          {images.caption}
          {count > 1 ? ` · image ${index + 1} of ${count}` : ''}
        </DialogDescription>
      </div>
      <div className="relative flex min-h-0 items-center justify-center">
        {url ? <img src={url} alt={`${images.caption}, image ${index + 1} of ${count}`} className="max-h-full max-w-full rounded-md object-contain" /> : null}
        {count > 1 ? (
          <>
            <button type="button" onClick={() => go(-1)} className="absolute left-1 flex size-11 items-center justify-center rounded-full bg-ink-900/80 text-white hover:bg-ink-800 focus-visible:outline-2 focus-visible:outline-gold-300">
              <ChevronLeft className="size-5" aria-hidden="true" />
              <span className="sr-only">Previous image</span>
            </button>
            <button type="button" onClick={() => go(1)} className="absolute right-1 flex size-11 items-center justify-center rounded-full bg-ink-900/80 text-white hover:bg-ink-800 focus-visible:outline-2 focus-visible:outline-gold-300">
              <ChevronRight className="size-5" aria-hidden="true" />
              <span className="sr-only">Next image</span>
            </button>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="flex justify-center gap-2 overflow-x-auto" aria-label="Images">
          {images.urls.map((u, i) => (
            <li key={u}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-current={i === index}
                className="block size-14 overflow-hidden rounded border-2 border-transparent aria-[current=true]:border-gold-300 focus-visible:outline-2 focus-visible:outline-gold-300"
              >
                <img src={u} alt="" className="size-full object-cover" />
                <span className="sr-only">Show image {i + 1}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </DialogContent>
  );
}
