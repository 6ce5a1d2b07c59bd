// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { KNOWN_ZIP_KEY, nearestZipPath, nearMeLinks, readKnownZip, rememberZip } from '@/lib/near-me';

// "Land for Sale Near Me" (docs/home-page.md): the zip the browser knows, kept in its storage, and the
// links it rewrites.

afterEach(() => {
  window.localStorage.clear();
  document.body.innerHTML = '';
});

describe('the known zip', () => {
  it('is remembered and read back', () => {
    expect(readKnownZip()).toBeNull();
    rememberZip({ zip: '78643', href: '/texas-land-for-sale/78643/' });
    expect(readKnownZip()).toEqual({ zip: '78643', href: '/texas-land-for-sale/78643/' });
  });

  it.each([['not JSON', '{'], ['no zip', '{"href":"/x"}'], ['an off-site link', '{"zip":"78643","href":"https://evil.example/"}'], ['a short zip', '{"zip":"786","href":"/x"}'], ['a protocol-relative link', '{"zip":"78643","href":"//evil.example/"}']])(
    'is none when storage holds %s', (_, raw) => {
      window.localStorage.setItem(KNOWN_ZIP_KEY, raw);
      expect(readKnownZip()).toBeNull();
    });

  it('finds the near-me links of a page and asks for a position in one decimal', () => {
    document.body.innerHTML = '<a href="/search/all-land/#near-me">Near me</a><a href="/search/all-land/">All</a><a href="/x#near-me-not">No</a>';
    expect(nearMeLinks().map((a) => a.textContent)).toEqual(['Near me']);
    expect(nearestZipPath(30.75, -98.68)).toBe('/api/location/nearest-zip/30.8/-98.7');
  });
});
