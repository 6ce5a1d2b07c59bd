import { describe, expect, it } from 'vitest';
import { MAP_VIEW_DEFAULTS } from '@/lib/map/map-view-defaults';

describe('what every map sets', () => {
  it('draws labels and tiles without fading them in: a fade repaints the map every frame after each arrival', () => {
    expect(MAP_VIEW_DEFAULTS.fadeDuration).toBe(0);
  });

  it('stays flat and north-up: no rotating or tilting', () => {
    expect(MAP_VIEW_DEFAULTS).toMatchObject({ dragRotate: false, pitchWithRotate: false, touchPitch: false, maxPitch: 0 });
  });
});
