// Colour helpers for map layers drawn with brand colours.

function channels(hex: string): [number, number, number] | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}

function luminance([r, g, b]: [number, number, number]): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export const DARK_TEXT = '#17212b';
export const LIGHT_TEXT = '#ffffff';

/** White or near-black, whichever reads better on `background` (WCAG contrast); white for unknown colours. */
export function readableTextColor(background: string): string {
  const rgb = channels(background);
  if (!rgb) return LIGHT_TEXT;
  const l = luminance(rgb);
  const onWhite = 1.05 / (l + 0.05);
  const onDark = (l + 0.05) / (luminance(channels(DARK_TEXT) ?? [0, 0, 0]) + 0.05);
  return onWhite >= onDark ? LIGHT_TEXT : DARK_TEXT;
}
