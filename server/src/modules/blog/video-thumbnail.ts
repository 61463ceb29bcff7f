const ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);

/**
 * The id of a YouTube video link (watch?v=, youtu.be/, embed/, shorts/, live/, v/, youtube-nocookie),
 * or null. Read from the address only: nothing is fetched.
 */
export function youTubeVideoId(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  let id: string | undefined;
  if (host === 'youtu.be') id = url.pathname.split('/')[1];
  else if (YOUTUBE_HOSTS.has(host)) {
    const [first, second] = url.pathname.split('/').filter(Boolean);
    id = first === 'watch' ? (url.searchParams.get('v') ?? undefined) : ['embed', 'shorts', 'live', 'v'].includes(first ?? '') ? second : undefined;
  }
  return id && ID.test(id) ? id : null;
}

export const youTubeThumbnail = (id: string) => `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;

export const NOT_YOUTUBE_MESSAGE = 'Only YouTube links have a thumbnail we can derive; upload an image instead';

const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

/** True for a Vimeo link: it gets its own answer (upload a thumbnail) instead of NOT_YOUTUBE_MESSAGE. */
export function isVimeoLink(link: string): boolean {
  return URL.canParse(link) && VIMEO_HOSTS.has(new URL(link).hostname.toLowerCase());
}

/**
 * Why a post's video cannot play here, or null: YouTube and Vimeo play in their own frames; any other
 * address is a file the browser plays itself, which the CSP allows only from VIDEO_HOSTS.
 */
export function videoHostProblem(link: string, videoHosts: readonly string[]): string | null {
  if (youTubeVideoId(link) || isVimeoLink(link) || !URL.canParse(link)) return null;
  const host = new URL(link).hostname.toLowerCase();
  if (videoHosts.includes(host)) return null;
  const elsewhere = videoHosts.length ? `, or a video on ${videoHosts.join(', ')}` : '';
  return `Videos from ${host} cannot play on this site. Use a YouTube or Vimeo link${elsewhere}`;
}
