/** Smaller renditions of a site image (the API's `imageSizes`), for `srcset`. */
export interface ImageRendition {
  width: number;
  url: string;
}

/** The `srcset` of an image's renditions, smallest first; undefined when there are none. */
export function buildSrcSet(sizes: readonly ImageRendition[] | undefined): string | undefined {
  if (!sizes?.length) return undefined;
  return [...sizes]
    .sort((a, b) => a.width - b.width)
    .map((s) => `${s.url} ${s.width}w`)
    .join(', ');
}

/** How wide a card of the collection and blog grids is at each breakpoint (1, 2, then 3 columns in a 80rem page). */
export const CARD_IMAGE_SIZES = '(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw';
