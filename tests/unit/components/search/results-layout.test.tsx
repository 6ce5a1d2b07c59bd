// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultCriteria } from '@/lib/search/criteria';
import { renderWithBrand } from '../render-with-brand';

// A phone: below the list/map breakpoint. The map panel stands in for the real one (WebGL).
vi.mock('@/lib/hooks/use-min-width', () => ({ useMinWidth: () => false }));
vi.mock('@/components/search/map-panel', () => ({ MapPanel: () => <div data-testid="map-panel" /> }));

const { ResultsLayout } = await import('@/components/search/results-layout');

function renderLayout() {
  return renderWithBrand(
    'farm',
    <ResultsLayout criteria={defaultCriteria()} urlContext={{ dialect: 'classic', place: {} }} highlight={null} mapOnMobile accent="#c8702a" primary="#1d3b2a">
      <ol data-testid="placards" />
    </ResultsLayout>,
  );
}

afterEach(cleanup);

describe('ResultsLayout on a phone', () => {
  it('keeps Map view across the new pages of a search (a cluster tap, a map move, sort or page)', async () => {
    const first = renderLayout();
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    act(() => screen.getByRole('button', { name: 'Map' }).click());
    expect(await screen.findByTestId('map-panel')).toBeInTheDocument();
    // The next search's page renders a new layout.
    first.unmount();
    renderLayout();
    expect(screen.getByRole('button', { name: 'Map' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('result-list-view')).toHaveClass('hidden');
    expect(await screen.findByTestId('map-panel')).toBeInTheDocument();
    // And List view the same way.
    act(() => screen.getByRole('button', { name: 'List' }).click());
    cleanup();
    renderLayout();
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
  });
});
