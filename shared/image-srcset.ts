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

/** The featured story's picture: the full width of the page below 1024 px, then half of it. */
export const FEATURED_IMAGE_SIZES = '(min-width: 1280px) 620px, (min-width: 1024px) 48vw, 92vw';

/**
 * The picture at the top of a post: the article column (max-w-3xl) or the screen's width. Also the
 * server's image preload for /blog/:id (server/src/modules/site/blog-page-head.ts), which must
 * choose the same file as the page.
 */
export const POST_IMAGE_SIZES = '(min-width: 768px) 720px, 92vw';

/**
 * How a picture of a list loads: the first one on screen (the page's largest paint) at once and
 * before the rest, every other one only when scrolled near (docs/decisions/006, the page weight).
 */
export function imageLoading(first: boolean) {
  return first ? ({ loading: 'eager', fetchPriority: 'high' } as const) : ({ loading: 'lazy', decoding: 'async' } as const);
}
