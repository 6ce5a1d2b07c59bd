// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BrandNotFound } from '@/components/layout/brand-not-found';
import { brandMetadata } from '@/lib/brand/metadata';
import { setRootBrand } from '../../next-root-params';
import { brandOf, renderWithBrand, siteBrandKeys } from '../render-with-brand';

afterEach(() => {
  cleanup();
  document.head.querySelectorAll('title').forEach((title) => title.remove());
});

const titles = { land: 'Page not found | Acrewise', farm: 'Page not found | Fieldstead Farm & Ranch', rec: 'Page not found | Wildshore' };

describe('the brand 404 page names itself', () => {
  it.each(siteBrandKeys)('puts "Page not found" in the %s title pattern, not the home page title', async (key) => {
    setRootBrand(key);
    renderWithBrand(key, await BrandNotFound());
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.title).toBe(titles[key]);
    expect(document.title).not.toBe(brandOf(key).homeTitle);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('gets no title from the layout metadata, so the 404\'s own title is the only one', () => {
    for (const key of siteBrandKeys) {
      expect(brandMetadata(brandOf(key)).title).toEqual({ default: '', template: brandOf(key).titlePattern });
    }
  });
});
