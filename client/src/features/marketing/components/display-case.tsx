
/**
 * An illustration on its plinth: a warm spotlight behind the object and a small engraved label,
 * the way a museum shows a piece. The image keeps its width and height so nothing moves as it loads.
 */
export function DisplayCase({
  src,
  alt,
  tag,
  width,
  height,
  priority = false,
  className,
}: {
  /** Absent while the image is not needed yet (a later slide): the box keeps its size. */
  src: string | undefined;
  alt: string;
  tag?: string;
  width: number;
  height: number;
  /** The first screen's image: fetched early and at once (it is the largest paint). */
  priority?: boolean;
  className?: string;
}) {
  return (
    <figure className={`relative ${className ?? ''}`}>
      <div aria-hidden="true" className="spotlight absolute inset-x-[6%] top-0 bottom-[2%]" />
      {src ? (
        <img
          src={src}
          alt={alt}
          width={width}
          height={height}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          className="relative mx-auto h-auto max-h-56 w-full object-contain sm:max-h-96 lg:max-h-none"
        />
      ) : (
        <div className="relative mx-auto max-h-56 w-full sm:max-h-96 lg:max-h-none" style={{ aspectRatio: `${width} / ${height}` }} />
      )}
      {tag ? (
        <figcaption className="absolute top-2 right-2 rounded-full border border-gold-300/30 bg-ink-950/85 px-3 py-1 text-[0.7rem] font-semibold tracking-[0.16em] text-gold-200 uppercase sm:top-4 sm:right-4">
          {tag}
        </figcaption>
      ) : null}
    </figure>
  );
}
