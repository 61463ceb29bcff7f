import { and, eq, lte, sql } from 'drizzle-orm';
import { UPLOAD_URL_PATTERN } from '@shared/uploads';
import type { Db } from '../../db/types';
import { blogPosts, collectionItems, uploads } from '../../db/schema';
import type { FileStorage } from '../../storage/file-storage';
import type { DerivedImages } from '../uploads/derived-images';
import { RENDITION_WIDTHS, writeRendition, type RenditionWidth } from '../uploads/image-processing';

/** A site picture under /media (demo art written at seed time): storage key media/<name>.<ext>. */
export const MEDIA_URL_PATTERN = /^\/media\/([A-Za-z0-9-]+)\.(jpg|png)$/;

/** A post is public once published and its publish date (else creation) has come: scheduled posts wait. */
export const publicPostCondition = () =>
  and(eq(blogPosts.isPublished, true), lte(sql`coalesce(${blogPosts.publishDate}, ${blogPosts.createdAt})`, sql`now()`));

interface Source {
  key: string;
  /** The stem of its renditions' storage keys (sized/<stem>-w400.<ext>). */
  stem: string;
  ext: 'jpg' | 'png';
}

function sourceOf(url: string): Source | null {
  const upload = UPLOAD_URL_PATTERN.exec(url);
  if (upload) return { key: `images/${upload[1]}.${upload[2]}`, stem: upload[1]!, ext: upload[2] as Source['ext'] };
  const media = MEDIA_URL_PATTERN.exec(url);
  if (media) return { key: `media/${media[1]}.${media[2]}`, stem: `media-${media[1]}`, ext: media[2] as Source['ext'] };
  return null;
}

/** `srcset` widths of a site image: /uploads/w400/<id>.jpg, /media/w400/<name>.jpg; none for others. */
export function imageSizesOf(url: string | null): { width: number; url: string }[] {
  if (!url || !sourceOf(url)) return [];
  const slash = url.lastIndexOf('/');
  return RENDITION_WIDTHS.map((width) => ({ width, url: `${url.slice(0, slash)}/w${width}${url.slice(slash)}` }));
}

export const isRenditionWidth = (w: number): w is RenditionWidth => (RENDITION_WIDTHS as readonly number[]).includes(w);

/**
 * The images of the public content. An upload is private (image-access.ts) until a visible collection
 * item or a public post names it: then anyone may read it and its renditions (indexed lookup on
 * image_url). Hiding the item or unpublishing the post makes it private again for new requests.
 */
export function createPublicImages(deps: { db: Db; storage: FileStorage; derived: DerivedImages }) {
  const { db, storage, derived } = deps;

  return {
    async isPublic(url: string): Promise<boolean> {
      if (MEDIA_URL_PATTERN.test(url)) return true;
      const [item] = await db
        .select({ id: collectionItems.id })
        .from(collectionItems)
        .where(and(eq(collectionItems.imageUrl, url), eq(collectionItems.isVisible, true)))
        .limit(1);
      if (item) return true;
      const [post] = await db.select({ id: blogPosts.id }).from(blogPosts).where(and(eq(blogPosts.imageUrl, url), publicPostCondition())).limit(1);
      return post !== undefined;
    },

    /** Why an admin may not use this image URL (an upload or media file that does not exist), or null. */
    async problemWith(url: string | undefined): Promise<string | null> {
      if (!url || url.startsWith('https://')) return null;
      const upload = UPLOAD_URL_PATTERN.exec(url);
      if (upload) {
        const [row] = await db.select({ id: uploads.id }).from(uploads).where(eq(uploads.id, upload[1]!)).limit(1);
        return row ? null : 'Image not found: upload it again';
      }
      const source = sourceOf(url);
      const found = source ? await storage.get(source.key) : null;
      found?.stream.destroy();
      return found ? null : 'Image not found: upload it again';
    },

    /** The stored `width` rendition of a site image, made once on first request and kept in storage. */
    async rendition(url: string, width: RenditionWidth) {
      const source = sourceOf(url);
      if (!source) return null;
      const key = `sized/${source.stem}-w${width}.${source.ext}`;
      // Made once, in the decode queue, and kept in storage beside the upload's other derived files.
      const made = await derived.stored(source.key, key, (input, output) => writeRendition(input, output, width, source.ext));
      return made ? { ...made, ext: source.ext } : null;
    },

    /** A /media original (demo art), public to everyone. */
    media(url: string) {
      const source = MEDIA_URL_PATTERN.test(url) ? sourceOf(url) : null;
      return source ? storage.get(source.key) : Promise.resolve(null);
    },
  };
}

export type PublicImages = ReturnType<typeof createPublicImages>;
