import { describe, expect, it } from 'vitest';
import { parseVideoUrl } from './video-embed';

const ID = 'dQw4w9WgXcQ';

describe('parseVideoUrl', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}&t=42s`,
    `https://m.youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=abc`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
  ])('embeds %s from youtube-nocookie', (url) => {
    expect(parseVideoUrl(url)).toEqual({ kind: 'youtube', id: ID, embedUrl: `https://www.youtube-nocookie.com/embed/${ID}` });
  });

  it.each(['https://vimeo.com/76979871', 'https://vimeo.com/channels/staffpicks/76979871', 'https://player.vimeo.com/video/76979871?h=x'])(
    'embeds %s from player.vimeo.com',
    (url) => {
      expect(parseVideoUrl(url)).toEqual({ kind: 'vimeo', id: '76979871', embedUrl: 'https://player.vimeo.com/video/76979871' });
    },
  );

  it('plays any other address natively', () => {
    expect(parseVideoUrl('https://cdn.example.com/clip.mp4')).toEqual({ kind: 'file', src: 'https://cdn.example.com/clip.mp4' });
  });

  it('does not take a YouTube page without a valid id for an embed', () => {
    expect(parseVideoUrl('https://www.youtube.com/watch?v=short')).toEqual({ kind: 'file', src: 'https://www.youtube.com/watch?v=short' });
    expect(parseVideoUrl('https://www.youtube.com/@channel')?.kind).toBe('file');
  });

  it('refuses what is not an http(s) address', () => {
    expect(parseVideoUrl('')).toBeNull();
    expect(parseVideoUrl(null)).toBeNull();
    expect(parseVideoUrl('not a url')).toBeNull();
    expect(parseVideoUrl('javascript:alert(1)')).toBeNull();
    expect(parseVideoUrl('data:video/mp4;base64,AAAA')).toBeNull();
  });

  it('is not fooled by a look-alike host', () => {
    expect(parseVideoUrl(`https://youtube.com.evil.test/watch?v=${ID}`)?.kind).toBe('file');
    expect(parseVideoUrl('https://notvimeo.com/76979871')?.kind).toBe('file');
  });
});
