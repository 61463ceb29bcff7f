import { buildSrcSet, CARD_IMAGE_SIZES, FEATURED_IMAGE_SIZES, type ImageRendition } from '@shared/image-srcset';
import { BLOG_PAGE_SIZE } from '@shared/schemas/blog';
import type { PageOverride } from '../../plugins/client';
import type { BlogRepository } from './blog-repository';
import type { CollectionRepository } from './collection-repository';
import { escapeXml as esc } from './xml';

// The preload is a head start, not a reason to wait: a slow or unreachable database (decision 016)
// must not hold the page, which then loads its picture as it always did.
const WAIT_MS = 250;

interface Picture {
  url: string | null;
  imageSizes: ImageRendition[];
}

/**
 * `<link rel="preload">` for the picture that is a list page's largest paint, with the same
 * renditions and sizes as the page's <img> (shared/image-srcset.ts), so the file fetched early is the one shown.
 * Only this site's own files.
 */
export function picturePreload(picture: Picture | undefined, sizes: string): string | null {
  const url = picture?.url;
  if (!picture || !url?.startsWith('/') || url.startsWith('//')) return null;
  const srcset = buildSrcSet(picture.imageSizes);
  const sized = srcset ? ` imagesrcset="${esc(srcset)}" imagesizes="${esc(sizes)}"` : '';
  return `<link rel="preload" as="image" href="${esc(url)}"${sized} fetchpriority="high">`;
}

const withPreload = (tag: string | null): PageOverride | null =>
  tag ? { transform: (html) => html.replace(/<\/head>/i, () => `  ${tag}\n  </head>`) } : null;

function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([promise.catch(() => undefined), late]).finally(() => clearTimeout(timer));
}

/**
 * The client plugin's hook for /news-blog and /collection: their prerendered HTML holds a skeleton,
 * and the picture the list opens with is known only to the database. The lists are the same
 * (short-cached) queries as the page's first request: the featured story, else the first post; the
 * first visible collection item.
 */
export function createListPagePreload(deps: { posts: BlogRepository; collection: CollectionRepository }) {
  return async (pathname: string): Promise<PageOverride | null> => {
    const path = pathname.replace(/\/+$/, '');
    if (path === '/news-blog') {
      const list = await within(deps.posts.listPublic({ q: '', tab: 'all', page: 1, pageSize: BLOG_PAGE_SIZE }), WAIT_MS);
      if (!list) return null;
      const { featured } = list;
      const first = featured ?? list.items[0];
      return withPreload(picturePreload(first && { url: first.imageUrl, imageSizes: first.imageSizes ?? [] }, featured ? FEATURED_IMAGE_SIZES : CARD_IMAGE_SIZES));
    }
    if (path === '/collection') {
      const first = (await within(deps.collection.list(false), WAIT_MS))?.[0];
      return withPreload(picturePreload(first && { url: first.imageUrl, imageSizes: first.imageSizes ?? [] }, CARD_IMAGE_SIZES));
    }
    return null;
  };
}
