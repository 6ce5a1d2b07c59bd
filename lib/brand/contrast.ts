// WCAG 2 contrast ratio between two #rrggbb colours, so a brand file cannot ship unreadable text.

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 0xff) + 0.7152 * channel((n >> 8) & 0xff) + 0.0722 * channel(n & 0xff);
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA for body text. */
export const minimumTextContrast = 4.5;

/** Text colour -> the backgrounds it is drawn on, by theme colour name. */
export const textPairs = [
  ['accentText', 'accent'],
  ['primaryText', 'primary'],
  ['text', 'surface'],
  ['muted', 'surface'],
] as const;
