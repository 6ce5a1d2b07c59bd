import { describe, expect, it } from 'vitest';
import { listingVideo, videoPlayerUrl } from '@/lib/listings/media';

describe('listingVideo: a broker link read as a YouTube or Vimeo video', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=a-B_c1D2e3F&t=42', 'a-B_c1D2e3F'],
    ['http://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=xyz', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['  https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ ', 'dQw4w9WgXcQ'],
  ])('plays %s on the nocookie player', (link, id) => {
    expect(listingVideo(link)).toEqual({ provider: 'youtube', url: link.trim(), embedUrl: `https://www.youtube-nocookie.com/embed/${id}` });
  });

  it.each([
    ['https://vimeo.com/123456789', 'https://player.vimeo.com/video/123456789'],
    ['https://vimeo.com/channels/staffpicks/123456789', 'https://player.vimeo.com/video/123456789'],
    ['https://vimeo.com/123456789/abcdef1234', 'https://player.vimeo.com/video/123456789?h=abcdef1234'],
    ['https://player.vimeo.com/video/123456789?h=abcdef1234', 'https://player.vimeo.com/video/123456789?h=abcdef1234'],
  ])('plays %s on the Vimeo player', (link, embedUrl) => {
    expect(listingVideo(link)).toEqual({ provider: 'vimeo', url: link, embedUrl });
  });

  it.each([
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/channel/UC123',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://vimeo.com/about',
    'javascript:alert(1)',
    'ftp://youtu.be/dQw4w9WgXcQ',
    'not a link',
    '',
  ])('refuses %s', (link) => {
    expect(listingVideo(link)).toBeNull();
  });
});

describe('videoPlayerUrl: what the frame loads after play', () => {
  it('starts at once, inline on phones, on the provider player', () => {
    const youtube = listingVideo('https://youtu.be/dQw4w9WgXcQ');
    const vimeo = listingVideo('https://vimeo.com/123456789/abcdef1234');
    expect(youtube && videoPlayerUrl(youtube)).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&playsinline=1');
    expect(vimeo && videoPlayerUrl(vimeo)).toBe('https://player.vimeo.com/video/123456789?h=abcdef1234&autoplay=1');
  });

  it('frames nothing off the provider player origin', () => {
    expect(videoPlayerUrl({ provider: 'youtube', url: 'x', embedUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ' })).toBeNull();
    expect(videoPlayerUrl({ provider: 'vimeo', url: 'x', embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' })).toBeNull();
    expect(videoPlayerUrl({ provider: 'vimeo', url: 'x', embedUrl: 'http://player.vimeo.com/video/1' })).toBeNull();
    expect(videoPlayerUrl({ provider: 'youtube', url: 'x', embedUrl: 'not a url' })).toBeNull();
  });
});
