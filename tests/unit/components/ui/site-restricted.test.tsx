import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteRestricted } from '@/components/ui/site-restricted';
import type { SiteLists } from '@/lib/brand/site-restriction';

afterEach(() => vi.restoreAllMocks());

const render = (site: string, lists: SiteLists) => renderToStaticMarkup(<SiteRestricted site={site} {...lists}><p>Manage listings</p></SiteRestricted>);

describe('<SiteRestricted> (SPEC §5, rendered on the server)', () => {
  it('renders its content on the sites in `to` only', () => {
    expect(render('land', { to: ['land'] })).toBe('<p>Manage listings</p>');
    expect(render('farm', { to: ['land'] })).toBe('');
  });

  it('renders its content everywhere but the sites in `not`', () => {
    expect(render('rec', { not: ['land'] })).toBe('<p>Manage listings</p>');
    expect(render('land', { not: ['land'] })).toBe('');
  });

  it('logs an error and renders nothing when given both lists', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const both = { to: ['land'], not: ['farm'] } as unknown as SiteLists;
    expect(render('land', both)).toBe('');
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain('mutually exclusive');
  });
});
