// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouterLink } from '@/components/ui/router-link';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

beforeEach(() => push.mockClear());
afterEach(cleanup);

const link = () => screen.getByRole('link', { name: 'Newest' });

describe('RouterLink', () => {
  it('is a plain anchor in the HTML, with the attributes it is given', () => {
    render(<RouterLink href="/land/sort-newest/" className="x" rel="next" aria-current="true">Newest</RouterLink>);
    expect(link()).toHaveAttribute('href', '/land/sort-newest/');
    expect(link()).toHaveAttribute('rel', 'next');
    expect(link()).toHaveClass('x');
    expect(link()).toHaveAttribute('aria-current', 'true');
  });

  it('follows a plain click with the router, to the top of the new page unless told to keep the place', () => {
    render(<><RouterLink href="/a/">Newest</RouterLink><RouterLink href="/b/" scroll={false}>Oldest</RouterLink></>);
    expect(fireEvent.click(link())).toBe(false);
    expect(push).toHaveBeenCalledWith('/a/', { scroll: true });
    fireEvent.click(screen.getByRole('link', { name: 'Oldest' }));
    expect(push).toHaveBeenLastCalledWith('/b/', { scroll: false });
  });

  it('leaves the browser a click for a new tab or window, another button, or another target', () => {
    render(<><RouterLink href="/a/">Newest</RouterLink><RouterLink href="/b/" target="_blank">Elsewhere</RouterLink></>);
    for (const modifier of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) expect(fireEvent.click(link(), { [modifier]: true })).toBe(true);
    expect(fireEvent.click(link(), { button: 1 })).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }))).toBe(true);
    expect(push).not.toHaveBeenCalled();
  });

  it('runs its own onClick first, which may keep the router out', () => {
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(<RouterLink href="/a/" onClick={onClick}>Newest</RouterLink>);
    fireEvent.click(link());
    expect(onClick).toHaveBeenCalledOnce();
    expect(push).not.toHaveBeenCalled();
  });
});
