import type { CSSProperties } from 'react';
import { brandFont } from './fonts';
import type { SiteBrand } from './schema';

/** Brand colours and font become CSS variables that Tailwind's theme tokens read (styles/globals.css). */
export function themeStyle(brand: SiteBrand): CSSProperties {
  const c = brand.theme.colors;
  return {
    '--font-brand': `'${brandFont(brand).family}'`,
    '--brand-accent': c.accent,
    '--brand-accent-text': c.accentText,
    '--brand-primary': c.primary,
    '--brand-primary-text': c.primaryText,
    '--brand-surface': c.surface,
    '--brand-text': c.text,
    '--brand-muted': c.muted,
    '--brand-border': c.border,
  } as CSSProperties;
}
