import { useEffect, useRef, useState } from 'react';
import { useReducedMotion } from '@/hooks/use-reduced-motion';
import { prefersReducedMotion } from '@/lib/motion';
import { SLIDE_ART } from '../art';

// Set at build time (shared/constants.ts, SLAB_VIDEO_ENV): a file under client/public or an https URL.
// The server reads the same variable to let an https host through its CSP (media-src).
const VIDEO_URL: string | undefined = import.meta.env.VITE_SLAB_VIDEO_URL || undefined;

/**
 * The announcement video, muted and looped. It is started from script rather than with the
 * autoplay attribute: the prerendered HTML cannot know the visitor's motion preference, and a
 * visitor who asked for less motion gets the poster with controls and starts it when they choose.
 */
function AnnouncementVideo({ src }: { src: string }) {
  const reducedMotion = useReducedMotion();
  const ref = useRef<HTMLVideoElement>(null);
  // Browsers may refuse to start even a muted video (data saver, battery saver): offer controls then.
  const [refused, setRefused] = useState(false);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    // While hydrating, the hook still reports the prerendered assumption (motion is fine): ask the
    // browser directly so the video never starts, even for a moment, for a visitor who asked not to.
    if (reducedMotion || prefersReducedMotion()) {
      video.pause();
      return;
    }
    video.play().catch(() => setRefused(true));
  }, [reducedMotion]);

  return (
    <video
      ref={ref}
      className="aspect-video w-full rounded-2xl border border-white/10 bg-ink-950 object-cover shadow-2xl"
      src={src}
      poster={SLIDE_ART.slab}
      muted
      loop
      playsInline
      // Nothing is fetched before the script decides: play() loads it, a visitor's click does otherwise.
      preload="none"
      controls={reducedMotion || refused}
      aria-label="G.O.A.T. x DGA encapsulation announcement video"
    />
  );
}

/** The animated poster shown until a video is configured; it holds still under reduced motion. */
function AnnouncementPoster() {
  return (
    <div className="relative aspect-[4/3] w-full overflow-hidden rounded-2xl border border-white/10 bg-[radial-gradient(circle_at_50%_40%,#27365c,#060a13_75%)] shadow-2xl sm:aspect-video">
      <img
        src={SLIDE_ART.slab}
        alt="Two signed cards sealed in G.O.A.T. x DGA slabs"
        width={640}
        height={520}
        decoding="async"
        className="absolute inset-x-0 top-[6%] m-auto h-[74%] w-auto max-w-[92%] object-contain animate-slab-float motion-reduce:animate-none sm:inset-0 sm:h-[88%]"
      />
      <span aria-hidden="true" className="slab-sheen absolute inset-0 animate-slab-sheen motion-reduce:hidden" />
      <span className="absolute bottom-3 left-3 max-w-[calc(100%-1.5rem)] rounded-full border border-gold-300/40 bg-ink-950/80 px-3 py-1 text-[0.7rem] font-semibold tracking-[0.16em] text-gold-200 uppercase sm:bottom-4 sm:left-4 sm:text-xs sm:tracking-[0.2em]">
        Announcement video coming soon
      </span>
    </div>
  );
}

/** The announcement: the video when one is configured, otherwise the animated poster. */
export function SlabAnnouncement() {
  return VIDEO_URL ? <AnnouncementVideo src={VIDEO_URL} /> : <AnnouncementPoster />;
}
