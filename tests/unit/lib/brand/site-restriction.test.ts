import { describe, expect, it } from 'vitest';
import { siteRestriction } from '@/lib/brand/site-restriction';

describe('SPEC §5 restricted-content helper', () => {
  it('shows `to` content only on the named sites', () => {
    expect(siteRestriction('land', { to: ['land'] })).toBe('show');
    expect(siteRestriction('farm', { to: ['land'] })).toBe('hide');
    expect(siteRestriction('rec', { to: [] })).toBe('hide');
  });

  it('shows `not` content everywhere but the named sites', () => {
    expect(siteRestriction('land', { not: ['land'] })).toBe('hide');
    expect(siteRestriction('farm', { not: ['land'] })).toBe('show');
    expect(siteRestriction('rec', { not: [] })).toBe('show');
  });

  it('treats `to` and `not` together as a conflict, even when they agree', () => {
    expect(siteRestriction('land', { to: ['land'], not: ['farm'] })).toBe('conflict');
    expect(siteRestriction('land', { to: [], not: [] })).toBe('conflict');
  });

  it('shows content without lists', () => {
    expect(siteRestriction('land', {})).toBe('show');
  });
});
