import { buildSrcSet, imageLoading, type ImageRendition } from '@shared/image-srcset';
import { FallbackImage } from './fallback-image';

/**
 * A site picture of the collection or the blog, drawn from its sized renditions: the browser picks the
 * smallest file that fills `sizes`, and `width`/`height` give the box its ratio before the file arrives
 * (no layout shift). `first`: the page's largest paint, fetched at once and first; any other picture
 * waits until it is scrolled near. Decorative (empty alt): the title beside it names the thing.
 */
export function SizedPicture({
  picture,
  sizes,
  first,
  width,
  height,
  className,
}: {
  picture: { imageUrl: string | null | undefined; imageSizes?: readonly ImageRendition[] | undefined };
  sizes: string;
  first: boolean;
  width: number;
  height: number;
  className: string;
}) {
  return (
    <FallbackImage
      src={picture.imageUrl}
      srcSet={buildSrcSet(picture.imageSizes)}
      sizes={sizes}
      {...imageLoading(first)}
      width={width}
      height={height}
      alt=""
      className={className}
    />
  );
}
