// SPEC §9 breakpoints in px, as min-widths. styles/globals.css gives Tailwind the same values
// (sm, md, lm, lg, xl, 2xl, 3xl); tests/unit/lib/ui/breakpoints.test.ts keeps the two equal.

export const breakpoints = {
  smallest: 375,
  narrowPhone: 431,
  small: 601,
  medium: 901,
  listMap: 990,
  tablet: 1025,
  mediumLarge: 1201,
  largerThanIpadPro: 1401,
  large: 1601,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/** Tailwind's screen names in styles/globals.css and the SPEC breakpoint each one is. */
export const tailwindScreens = {
  sm: 'small',
  md: 'medium',
  lm: 'listMap',
  lg: 'tablet',
  xl: 'mediumLarge',
  '2xl': 'largerThanIpadPro',
  '3xl': 'large',
} as const satisfies Record<string, Breakpoint>;

/** True from the breakpoint up, as Tailwind's `md:` etc. apply. */
export function isAtLeast(viewportWidth: number, breakpoint: Breakpoint): boolean {
  return viewportWidth >= breakpoints[breakpoint];
}
