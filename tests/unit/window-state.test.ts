// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { captureWindowState, restoreWindowState } from './window-state';

// The component test files share one jsdom window per worker (vitest.config.ts `unit:dom`); what one
// file changes on it is put back before the next. Each change below is one a test file here makes.

describe('the shared jsdom window between test files', () => {
  it('gets back every global, property, stored value, cookie, node and the URL a file changed', () => {
    const state = captureWindowState();
    const originalInnerWidth = window.innerWidth;
    const stubMedia = (() => ({ matches: true })) as unknown as typeof window.matchMedia;
    window.matchMedia = stubMedia;
    Object.assign(window, { IntersectionObserver: class {}, dataLayer: [{ event: 'x' }] });
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
    Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition: () => {} } });
    localStorage.setItem('recently-viewed', '[1]');
    sessionStorage.setItem('map.base-reach', '{}');
    document.cookie = 'brand=farm; path=/';
    document.title = 'A page';
    document.body.innerHTML = '<main>left behind</main>';
    document.documentElement.setAttribute('data-brand', 'farm');
    window.history.replaceState(null, '', '/texas-land-for-sale/?page=2');

    restoreWindowState(state);

    expect(window.matchMedia).not.toBe(stubMedia);
    expect('IntersectionObserver' in window).toBe(false);
    expect('dataLayer' in window).toBe(false);
    expect(window.innerWidth).toBe(originalInnerWidth);
    expect(Object.getOwnPropertyDescriptor(navigator, 'geolocation')).toBeUndefined();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(document.cookie).toBe('');
    expect(document.title).toBe('');
    expect(document.head.childElementCount).toBe(0);
    expect(document.body.childElementCount).toBe(0);
    expect(document.documentElement.attributes).toHaveLength(0);
    expect(window.location.href).toBe(state.url);
  });

  it('keeps what a module set on the window once, when first imported', () => {
    const state = captureWindowState();
    const registry = Symbol('a module registry');
    Object.assign(window, { __a_module_config: {}, [registry]: {} });

    restoreWindowState(state);

    expect('__a_module_config' in window).toBe(true);
    expect(registry in window).toBe(true);
  });
});
