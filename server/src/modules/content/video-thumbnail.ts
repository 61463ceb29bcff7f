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
