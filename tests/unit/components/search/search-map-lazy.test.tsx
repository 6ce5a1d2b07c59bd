// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchMapProps } from '@/components/search/search-map';

// The real map needs WebGL; this stands in for it to check the lazy wrapper's wiring.
vi.mock('@/components/search/search-map', () => ({
  SearchMap: ({ className, markers }: SearchMapProps) => <div data-testid="search-map" className={className} data-marker-count={markers.length} />,
}));

const { SearchMapLazy } = await import('@/components/search/search-map-lazy');

afterEach(cleanup);

describe('lazy search map', () => {
  it('holds the height in a frame and fills it with the map once loaded', async () => {
    const { container } = render(<SearchMapLazy markers={[]} accent="#2f6b3f" primary="#1d3b2a" className="h-[600px]" />);
    expect(container.firstElementChild).toHaveClass('relative', 'h-[600px]');
    const map = await screen.findByTestId('search-map');
    expect(map).toHaveClass('h-full', 'w-full');
    expect(map).toHaveAttribute('data-marker-count', '0');
  });

  it('has a default height when none is given', () => {
    const { container } = render(<SearchMapLazy markers={[]} accent="#2f6b3f" primary="#1d3b2a" />);
    expect(container.firstElementChild).toHaveClass('h-[480px]');
  });
});
