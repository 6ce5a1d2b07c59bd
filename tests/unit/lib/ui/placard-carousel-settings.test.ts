import { describe, expect, it } from 'vitest';
import { PLACARD_IN_VIEW_MARGIN, preloadAhead, preloadedSlides, withPreloadedSlides } from '@/lib/ui';

describe('placard carousel settings (SPEC §9)', () => {
  it('mounts at 300 px from the view', () => {
    expect(PLACARD_IN_VIEW_MARGIN).toBe('300px');
  });

  it('preloads 2 photos ahead below the medium breakpoint and 5 from it', () => {
    expect(preloadAhead(375)).toBe(2);
    expect(preloadAhead(900)).toBe(2);
    expect(preloadAhead(901)).toBe(5);
    expect(preloadAhead(1440)).toBe(5);
  });

  it('preloads the current slide and the ones ahead, wrapping round', () => {
    expect([...preloadedSlides(0, 10, 2)]).toEqual([0, 1, 2]);
    expect([...preloadedSlides(8, 10, 5)]).toEqual([8, 9, 0, 1, 2, 3]);
  });

  it('never lists a slide twice when there are fewer photos than the preload count', () => {
    expect([...preloadedSlides(1, 3, 5)].sort()).toEqual([0, 1, 2]);
    expect(preloadedSlides(0, 0, 5).size).toBe(0);
  });

  it('keeps the photos already loaded when the window moves on', () => {
    const first = preloadedSlides(0, 10, 2);
    expect([...withPreloadedSlides(first, 9, 10, 2)].sort((a, b) => a - b)).toEqual([0, 1, 2, 9]);
    const all = preloadedSlides(0, 3, 2);
    expect(withPreloadedSlides(all, 1, 3, 2)).toBe(all);
  });
});
