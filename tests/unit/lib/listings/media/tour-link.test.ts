import { describe, expect, it } from 'vitest';
import { embedFrameOrigins, listingTour, tourFrameUrl } from '@/lib/listings/media';

describe('3D tour links', () => {
  it('takes any http(s) link as a tour and refuses other schemes', () => {
    expect(listingTour(' https://my.matterport.com/show/?m=AbCdEfGhIjK ')).toEqual({ url: 'https://my.matterport.com/show/?m=AbCdEfGhIjK' });
    expect(listingTour('https://tours.example.com/ranch')).toEqual({ url: 'https://tours.example.com/ranch' });
    expect(listingTour('javascript:alert(1)')).toBeNull();
    expect(listingTour('ranch tour')).toBeNull();
  });

  it('frames a Matterport showcase, started at once', () => {
    expect(tourFrameUrl({ url: 'https://my.matterport.com/show/?m=AbCdEfGhIjK' })).toBe('https://my.matterport.com/show/?m=AbCdEfGhIjK&play=1');
  });

  it('frames no other host (those open in a new tab)', () => {
    expect(tourFrameUrl({ url: 'https://tours.example.com/ranch' })).toBeNull();
    expect(tourFrameUrl({ url: 'http://my.matterport.com/show/?m=AbCdEfGhIjK' })).toBeNull();
    expect(tourFrameUrl({ url: 'https://my.matterport.com.evil.example/show/' })).toBeNull();
  });

  it('frames exactly the origins the page allows', () => {
    expect(embedFrameOrigins).toEqual(['https://www.youtube-nocookie.com', 'https://player.vimeo.com', 'https://my.matterport.com']);
  });
});
