// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';

afterEach(cleanup);

describe('Breadcrumbs', () => {
  it('links the way here in order and ends with the page itself, unlinked', () => {
    render(<Breadcrumbs label="Breadcrumb" crumbs={[{ label: 'Home', href: '/' }, { label: 'Texas', href: '/texas-land-for-sale/' }]} current="Llano County" />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Home›', 'Texas›', 'Llano County']);
    expect(within(nav).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([['Home', '/'], ['Texas', '/texas-land-for-sale/']]);
    expect(items.at(-1)).toHaveAttribute('aria-current', 'page');
    expect(within(items.at(-1) as HTMLElement).queryByRole('link')).toBeNull();
  });
});
