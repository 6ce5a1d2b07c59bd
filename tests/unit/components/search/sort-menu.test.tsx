// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SortMenu } from '@/components/search/sort-menu';
import { renderInLayout } from '../render-in-layout';

// The results page's sort menu: a disclosure of links that Escape or a click outside closes.

afterEach(cleanup);

const options = [
  { id: 0, label: 'Recommended', href: '/land/' },
  { id: 6, label: 'Newest', href: '/land/sort-newest/' },
];

/** Opens the menu and waits until it listens for Escape and outside clicks (after the toggle event). */
async function openMenu() {
  renderInLayout('land', <SortMenu summary="Sort: Recommended" current={0} options={options} />);
  const details = screen.getByTestId('sort-menu') as HTMLDetailsElement;
  const summary = screen.getByText('Sort: Recommended');
  fireEvent.click(summary);
  await waitFor(() => expect(details).toHaveAttribute('data-listening', 'true'));
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
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(details.open).toBe(false));
    expect(document.activeElement).toBe(summary);
  });

  it('closes on a click outside, and not on one inside', async () => {
    const { details } = await openMenu();
    fireEvent.pointerDown(screen.getByRole('link', { name: 'Newest' }));
    expect(details.open).toBe(true);
    fireEvent.pointerDown(document.body);
    await waitFor(() => expect(details.open).toBe(false));
  });
});
