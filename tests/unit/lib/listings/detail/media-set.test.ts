import { describe, expect, it } from 'vitest';
import { buildMediaSet, type MediaRow } from '@/lib/listings/detail/media-set';

const photo = (position: number, documentId: number, altText: string | null = null): MediaRow => ({ kind: 'photo', position, documentId, altText, externalUrl: null });
const link = (kind: string, position: number, externalUrl: string): MediaRow => ({ kind, position, documentId: null, altText: null, externalUrl });
const document = (position: number, documentId: number | null, altText: string | null): MediaRow => ({ kind: 'document', position, documentId, altText, externalUrl: null });

describe('the listing page media set', () => {
  it('orders photos by position and gives each an alt text, the title when none is stored', () => {
    const set = buildMediaSet([photo(2, 30, 'Pond'), photo(0, 10, ' '), photo(1, 20, 'Barn')], '40 Acres', 10);
    expect(set.photos).toEqual([{ documentId: 10, alt: '40 Acres' }, { documentId: 20, alt: 'Barn' }, { documentId: 30, alt: 'Pond' }]);
  });

  it('falls back to the thumbnail when there are no photo rows, and to nothing without one', () => {
    expect(buildMediaSet([], 'Lot', 99).photos).toEqual([{ documentId: 99, alt: 'Lot' }]);
    expect(buildMediaSet([], 'Lot', null)).toEqual({ photos: [], video: null, tour: null, documents: [] });
  });

  it('reads a YouTube link as a privacy-enhanced embed', () => {
    const set = buildMediaSet([link('video', 0, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ')], 'x', null);
    expect(set.video).toEqual({ provider: 'youtube', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' });
    expect(buildMediaSet([link('video', 0, 'https://youtu.be/dQw4w9WgXcQ')], 'x', null).video?.embedUrl).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  });

  it('reads a Vimeo link as the Vimeo player', () => {
    const set = buildMediaSet([link('video', 0, 'https://vimeo.com/123456789')], 'x', null);
    expect(set.video).toMatchObject({ provider: 'vimeo', embedUrl: 'https://player.vimeo.com/video/123456789' });
  });

  it('gives no video for a link it cannot read, and takes the first one it can', () => {
    expect(buildMediaSet([link('video', 0, 'https://videos.example.com/v/1')], 'x', null).video).toBeNull();
    expect(buildMediaSet([link('video', 0, 'javascript:alert(1)')], 'x', null).video).toBeNull();
    const set = buildMediaSet([link('video', 1, 'https://vimeo.com/42'), link('video', 0, 'not a url')], 'x', null);
    expect(set.video?.provider).toBe('vimeo');
  });

  it('takes the first tour with a web link and never a script link', () => {
    expect(buildMediaSet([link('tour', 0, 'javascript:alert(1)'), link('tour', 1, 'https://my.matterport.com/show/?m=abc')], 'x', null).tour)
      .toEqual({ url: 'https://my.matterport.com/show/?m=abc' });
  });

  it('lists documents by position with their titles and one href each, apart from the photos', () => {
    const set = buildMediaSet([document(1, 41, 'Soil report'), photo(0, 10, 'Barn'), document(0, 40, ' Survey plat '), document(2, 42, '  ')], '40 Acres', 10);
    expect(set.documents).toEqual([
      { documentId: 40, title: 'Survey plat', href: '/api/documents/40' },
      { documentId: 41, title: 'Soil report', href: '/api/documents/41' },
      { documentId: 42, title: null, href: '/api/documents/42' },
    ]);
    expect(set.photos).toEqual([{ documentId: 10, alt: 'Barn' }]);
  });

  it('leaves out a document row without a file', () => {
    expect(buildMediaSet([document(0, null, 'Brochure')], 'x', null).documents).toEqual([]);
  });
});
