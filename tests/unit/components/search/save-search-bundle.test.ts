import { describe, expect, it } from 'vitest';
import { staticPackages } from '../static-packages';

// The search page is cached and light: its "Save search" button brings no form code until it is used.
describe('Save search: first-load code of the search page', () => {
  it('the button loads no zod or form library until asked', () => {
    const packages = staticPackages('components/search/save-search-button.tsx');
    expect(packages).toContain('react');
    for (const heavy of ['zod', 'react-hook-form', '@hookform/resolvers']) expect(packages).not.toContain(heavy);
  });

  it('the panel it loads on demand carries them', () => {
    const packages = staticPackages('components/search/save-search-panel.tsx');
    expect(packages).toContain('zod');
    expect(packages).toContain('react-hook-form');
  });
});
