import { describe, expect, it } from 'vitest';
import { boundaryBounds, withPlaceBounds } from '@/lib/map/server';

describe('place bounds', () => {
  it('give a highlighted county its bounds, measured from its shape', async () => {
    const llano = await withPlaceBounds({ level: 'county', id: 48299 });
    expect(llano).toMatchObject({ level: 'county', id: 48299 });
    expect(llano?.bounds?.west).toBeCloseTo(-98.97, 1);
    expect(llano?.bounds?.north).toBeCloseTo(30.92, 1);
    expect((await withPlaceBounds({ level: 'state', id: 48 }))?.bounds).toEqual(await boundaryBounds('states', 48));
  });

  it('leave a place without a shape as it is, and no place as none', async () => {
    expect(await withPlaceBounds({ level: 'county', id: 99999 })).toEqual({ level: 'county', id: 99999 });
    expect(await withPlaceBounds(null)).toBeNull();
  });
});
