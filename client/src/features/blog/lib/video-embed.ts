/**
 * Which player a post's video URL gets (docs/product.md, Pages). YouTube and Vimeo are embedded from their
 * privacy-friendly hosts (the only frame hosts the Content-Security-Policy allows); any other https
 * address plays in the browser's own <video>. Pure, so the post page and the admin preview agree.
 */
export type VideoEmbed =
  | { kind: 'youtube'; id: string; embedUrl: string }
  | { kind: 'vimeo'; id: string; embedUrl: string }
  | { kind: 'file'; src: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{4,12}$/;

function youTubeId(url: URL): string | null {
  const host = url.hostname.replace(/^(www\.|m\.|music\.)/, '');
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = parts[0];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (parts[0] === 'watch') id = url.searchParams.get('v');
    else if (parts[0] === 'embed' || parts[0] === 'shorts' || parts[0] === 'live' || parts[0] === 'v') id = parts[1];
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, '');
  if (host !== 'vimeo.com' && host !== 'player.vimeo.com') return null;
  // vimeo.com/123, vimeo.com/channels/staff/123, player.vimeo.com/video/123: the id is the last number.
  const id = url.pathname.split('/').filter((p) => VIMEO_ID.test(p)).pop();
  return id ?? null;
}

/** The player for `raw`, or null when it is not an http(s) address at all. */
export function parseVideoUrl(raw: string | null | undefined): VideoEmbed | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const yt = youTubeId(url);
  if (yt) return { kind: 'youtube', id: yt, embedUrl: `https://www.youtube-nocookie.com/embed/${yt}` };
  const vimeo = vimeoId(url);
  if (vimeo) return { kind: 'vimeo', id: vimeo, embedUrl: `https://player.vimeo.com/video/${vimeo}` };
  return { kind: 'file', src: url.href };
}
