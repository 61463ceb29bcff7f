import { BRAND } from '@shared/constants';
import { POST_IMAGE_SIZES } from '@shared/image-srcset';
import { picturePreload } from './picture-preload';
import { imageSizesOf } from '../public-images/public-images';
import { escapeXml as esc } from './xml';

const DESCRIPTION_MAX = 300;

/** The page head a shared link to a post shows: its own title, description and Open Graph card. */
export function blogHead(post: { id: number; title: string; excerpt: string; imageUrl: string | null }, publicUrl: string): string[] {
  const title = `${post.title} | ${BRAND.name}`;
  const description = post.excerpt.length > DESCRIPTION_MAX ? `${post.excerpt.slice(0, DESCRIPTION_MAX - 1)}…` : post.excerpt;
  const url = `${publicUrl}/blog/${post.id}`;
  const image = post.imageUrl ? (post.imageUrl.startsWith('https://') ? post.imageUrl : `${publicUrl}${post.imageUrl}`) : null;
  return [
    `<link rel="canonical" href="${esc(url)}">`,
    `<meta property="og:type" content="article">`,
    `<meta property="og:site_name" content="${esc(BRAND.name)}">`,
    `<meta property="og:title" content="${esc(post.title)}">`,
    `<meta property="og:description" content="${esc(description)}">`,
    `<meta property="og:url" content="${esc(url)}">`,
    ...(image ? [`<meta property="og:image" content="${esc(image)}">`] : []),
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${esc(post.title)}">`,
    `<meta name="twitter:description" content="${esc(description)}">`,
    ...(image ? [`<meta name="twitter:image" content="${esc(image)}">`] : []),
    ...imagePreload(post.imageUrl),
    // Kept last: the <title> and description are replaced in place by injectHead.
    `<title>${esc(title)}</title>`,
    `<meta name="description" content="${esc(description)}">`,
  ];
}

/**
 * The post's picture is its page's largest paint, and the page is the app shell: without a preload the
 * browser learns of the picture only once the app has started and fetched the post.
 */
function imagePreload(imageUrl: string | null): string[] {
  const tag = picturePreload({ imageUrl, imageSizes: imageSizesOf(imageUrl) }, POST_IMAGE_SIZES);
  return tag ? [tag] : [];
}

/**
 * Puts `tags` into an HTML document's head: the document's own <title>, description, canonical link
 * and og:/twitter: tags are removed first, so each appears once. Replacer functions, never strings
 * ("$1" in a title is text).
 */
export function injectHead(html: string, tags: string[]): string {
  const cleaned = html
    .replace(/<title>[\s\S]*?<\/title>\s*/i, () => '')
    .replace(/<meta\s+name="description"[^>]*>\s*/gi, () => '')
    .replace(/<meta\s+(?:property|name)="(?:og|twitter):[^"]*"[^>]*>\s*/gi, () => '')
    .replace(/<link\s+rel="canonical"[^>]*>\s*/gi, () => '');
  return cleaned.replace(/<\/head>/i, () => `  ${tags.join('\n    ')}\n  </head>`);
}
