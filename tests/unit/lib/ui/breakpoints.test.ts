import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { breakpoints, isAtLeast, tailwindScreens } from '@/lib/ui';

const css = readFileSync(path.resolve(import.meta.dirname, '../../../../styles/globals.css'), 'utf8');
const declared = Object.fromEntries([...css.matchAll(/--breakpoint-([\w-]+):\s*(\d+)px/g)].map((m) => [m[1], Number(m[2])]));

describe('SPEC §9 breakpoints', () => {
  it('has the SPEC values', () => {
    expect(breakpoints).toMatchObject({ small: 601, medium: 901, listMap: 990, tablet: 1025, mediumLarge: 1201, largerThanIpadPro: 1401, large: 1601 });
  });

  it("are the same numbers Tailwind's screens use in styles/globals.css", () => {
    expect(Object.keys(declared).sort()).toEqual(Object.keys(tailwindScreens).sort());
    for (const [screen, name] of Object.entries(tailwindScreens)) expect(declared[screen], screen).toBe(breakpoints[name]);
  });

  it('apply from the breakpoint up', () => {
    expect(isAtLeast(900, 'medium')).toBe(false);
    expect(isAtLeast(901, 'medium')).toBe(true);
  });
});
