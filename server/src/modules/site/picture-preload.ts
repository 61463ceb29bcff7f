import { buildSrcSet, type ImageRendition } from '@shared/image-srcset';
import { escapeXml as esc } from './xml';

/** A post or a collection item as the API gives it (the client's SizedPicture takes the same). */
interface Picture {
  imageUrl: string | null | undefined;
  imageSizes?: readonly ImageRendition[] | undefined;
}

/**
 * `<link rel="preload">` for the picture that is a content page's largest paint (content-page-render.ts), with the same
 * renditions and sizes as the page's <img> (shared/image-srcset.ts), so the file fetched early is the one shown.
 * Only this site's own files.
 */
export function picturePreload(picture: Picture | undefined, sizes: string): string | null {
  const url = picture?.imageUrl;
  if (!picture || !url?.startsWith('/') || url.startsWith('//')) return null;
  const srcset = buildSrcSet(picture.imageSizes);
  const sized = srcset ? ` imagesrcset="${esc(srcset)}" imagesizes="${esc(sizes)}"` : '';
  return `<link rel="preload" as="image" href="${esc(url)}"${sized} fetchpriority="high">`;
}
