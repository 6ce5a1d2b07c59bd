import { describe, expect, it } from 'vitest';
import { loginPageQuery, loginPageSearch } from '@/lib/accounts/login-page-query';

const titles = ['Acrewise Account Settings', 'Acrewise Saved Searches'];

describe('login page query (SPEC §6)', () => {
  it('reads the mode: signup and forgot, else log in', () => {
    expect(loginPageQuery('?mode=signup', titles, '/').mode).toBe('register');
    expect(loginPageQuery('?mode=forgot', titles, '/').mode).toBe('reset');
    expect(loginPageQuery('', titles, '/').mode).toBe('login');
    expect(loginPageQuery('?confirmed=1', titles, '/').confirmed).toBe(true);
    expect(loginPageQuery('?confirmed=0', titles, '/').confirmed).toBe(false);
    expect(loginPageQuery('?confirmed=yes', titles, '/').confirmed).toBeNull();
    expect(loginPageQuery('?mode=admin', titles, '/').mode).toBe('login');
  });

  it('returns to the origin on this site only, else home', () => {
    expect(loginPageQuery('?origin=%2Faccount%2Fdetails%2F', titles, '/').returnPath).toBe('/account/details/');
    expect(loginPageQuery('?origin=https%3A%2F%2Fevil.example%2F', titles, '/').returnPath).toBe('/');
    expect(loginPageQuery('?origin=%2F%2Fevil.example', titles, '/').returnPath).toBe('/');
    expect(loginPageQuery('', titles, '/').returnPath).toBe('/');
  });

  it('shows a title only when it is one our redirects send', () => {
    expect(loginPageQuery('?title=Acrewise+Account+Settings', titles, '/').title).toBe('Acrewise Account Settings');
    expect(loginPageQuery('?title=Your+account+is+locked.+Call+555-0100', titles, '/').title).toBeNull();
    expect(loginPageQuery('', titles, '/').title).toBeNull();
  });

  it('writes another mode into the query, keeping origin and title', () => {
    expect(loginPageSearch('?origin=%2Faccount%2F&title=A', 'register')).toBe('?origin=%2Faccount%2F&title=A&mode=signup');
    expect(loginPageSearch('?mode=signup&origin=%2Faccount%2F', 'login')).toBe('?origin=%2Faccount%2F');
    expect(loginPageSearch('', 'reset')).toBe('?mode=forgot');
    expect(loginPageSearch('?mode=forgot', 'login')).toBe('');
  });
});
