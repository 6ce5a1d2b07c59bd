// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SortMenu } from '@/components/search/sort-menu';
import { renderInLayout } from '../render-in-layout';

// The results page's sort menu: a disclosure of links that Escape closes.

afterEach(cleanup);

const options = [
  { id: 0, label: 'Recommended', href: '/land/' },
  { id: 6, label: 'Newest', href: '/land/sort-newest/' },
];

async function openMenu() {
  renderInLayout('land', <SortMenu summary="Sort: Recommended" current={0} options={options} />);
  const details = screen.getByTestId('sort-menu') as HTMLDetailsElement;
  const summary = screen.getByText('Sort: Recommended');
  fireEvent.click(summary);
  await waitFor(() => expect(details.open).toBe(true));
  return { details, summary };
}

describe('the sort menu', () => {
  it('lists every order as a link and marks the current one', async () => {
    const { details } = await openMenu();
    expect(details.open).toBe(true);
    expect(screen.getByRole('link', { name: 'Newest' })).toHaveAttribute('href', '/land/sort-newest/');
    expect(screen.getByRole('link', { name: 'Recommended' })).toHaveAttribute('aria-current', 'true');
  });

  it('closes on Escape and gives focus back to its button', async () => {
    const { details, summary } = await openMenu();
    fireEvent.keyDown(screen.getByRole('link', { name: 'Newest' }), { key: 'Escape' });
    await waitFor(() => expect(details.open).toBe(false));
    expect(document.activeElement).toBe(summary);
  });
});
