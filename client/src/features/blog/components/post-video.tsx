import { parseVideoUrl } from '../lib/video-embed';

/** The post's video: YouTube and Vimeo embedded from their privacy-friendly hosts, anything else native. */
export function PostVideo({ url, title }: { url: string; title: string }) {
  const video = parseVideoUrl(url);
  if (!video) return null;
  return (
    <div className="aspect-video overflow-hidden rounded-xl bg-ink-950 shadow-card">
      {video.kind === 'file' ? (
        <video src={video.src} controls preload="metadata" className="size-full">
          <a href={video.src}>Watch the video</a>
        </video>
      ) : (
        <iframe
          src={video.embedUrl}
          title={`Video: ${title}`}
          className="size-full"
          loading="lazy"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      )}
    </div>
  );
}
