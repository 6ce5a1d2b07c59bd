import { describe, expect, it } from 'vitest';
import { POPUP_ANCHORS, POPUP_SIZE, anchorOffset, choosePopupAnchor, popupRect, type ScreenRect } from '@/lib/map';

const container = { width: 800, height: 600 };
const offset = 14;
/** The near-me button's box in the map's top-left corner. */
const nearMe: ScreenRect = { left: 8, top: 8, right: 120, bottom: 42 };

function inside(rect: ScreenRect, margin = 8): boolean {
  return rect.left >= margin && rect.top >= margin && rect.right <= container.width - margin && rect.bottom <= container.height - margin;
}

describe('popup anchor', () => {
  it('opens above a marker in the middle of the map', () => {
    expect(choosePopupAnchor({ point: { x: 400, y: 400 }, container, offset })).toBe('bottom');
  });

  it('opens below a marker near the top edge', () => {
    expect(choosePopupAnchor({ point: { x: 400, y: 40 }, container, offset })).toBe('top');
  });

  it('opens beside a marker when neither above nor below fits', () => {
    const short = { width: 800, height: 340 };
    expect(choosePopupAnchor({ point: { x: 100, y: 170 }, container: short, offset })).toBe('left');
    expect(choosePopupAnchor({ point: { x: 700, y: 170 }, container: short, offset })).toBe('right');
  });

  it('moves off the left and right edges into the map', () => {
    const left = choosePopupAnchor({ point: { x: 30, y: 400 }, container, offset });
    const right = choosePopupAnchor({ point: { x: 780, y: 400 }, container, offset });
    expect(left).toBe('bottom-left');
    expect(right).toBe('bottom-right');
    expect(inside(popupRect({ x: 30, y: 400 }, POPUP_SIZE, left, offset))).toBe(true);
    expect(inside(popupRect({ x: 780, y: 400 }, POPUP_SIZE, right, offset))).toBe(true);
  });

  it('never sits under the near-me button', () => {
    const point = { x: 60, y: 360 };
    expect(choosePopupAnchor({ point, container, offset })).toBe('bottom-left');
    const anchor = choosePopupAnchor({ point, container, offset, obstacles: [nearMe] });
    const rect = popupRect(point, POPUP_SIZE, anchor, offset);
    expect(rect.top >= nearMe.bottom || rect.left >= nearMe.right).toBe(true);
    expect(inside(rect)).toBe(true);
  });

  it('in a map smaller than the popup, picks the side that hides the least', () => {
    const tiny = { width: 200, height: 200 };
    expect(POPUP_ANCHORS).toContain(choosePopupAnchor({ point: { x: 100, y: 190 }, container: tiny, offset }));
    expect(choosePopupAnchor({ point: { x: 100, y: 190 }, container: tiny, offset })).toBe('bottom');
  });

  it('offsets like MapLibre: straight for sides, diagonal for corners', () => {
    expect(anchorOffset('bottom', 14)).toEqual({ x: 0, y: -14 });
    expect(anchorOffset('left', 14)).toEqual({ x: 14, y: 0 });
    expect(anchorOffset('top-right', 14)).toEqual({ x: -10, y: 10 });
  });

  it('places the popup on the side opposite its anchor', () => {
    expect(popupRect({ x: 100, y: 100 }, { width: 40, height: 20 }, 'bottom', 0)).toEqual({ left: 80, top: 80, right: 120, bottom: 100 });
    expect(popupRect({ x: 100, y: 100 }, { width: 40, height: 20 }, 'top-left', 0)).toEqual({ left: 100, top: 100, right: 140, bottom: 120 });
  });
});
