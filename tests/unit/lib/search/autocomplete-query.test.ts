import { describe, expect, it } from 'vitest';
import { autocompleteQueries, likePrefix, normalizeQuery, slugSpellings } from '@/lib/search/autocomplete-query';

const readings = (text: string) => autocompleteQueries(text).map((q) => ({ slug: q.slug, state: q.state?.abbreviation, digits: q.digits }));

describe('autocomplete query readings', () => {
  it('reads place text as a slug, so case, accents and punctuation do not matter', () => {
    expect(readings('  Cañon   City ')).toEqual([{ slug: 'canon-city', state: undefined, digits: null }]);
    expect(readings("O'Brien")).toEqual([{ slug: 'obrien', state: undefined, digits: null }]);
  });

  it.each([
    ['Travis County, TX', 'travis-county', 'TX'],
    ['Llano County, Texas', 'llano-county', 'TX'],
    ['llano tx', 'llano', 'TX'],
    ['charleston west virginia', 'charleston', 'WV'],
    ['washington dc', 'washington', 'DC'],
    ['foggy bottom, district of columbia', 'foggy-bottom', 'DC'],
  ])('splits the trailing state off "%s", and keeps the whole text as a second reading', (text, slug, state) => {
    const [split, whole] = autocompleteQueries(text);
    expect(split).toMatchObject({ slug, state: { abbreviation: state } });
    expect(whole?.state).toBeUndefined();
  });

  it.each(['West Virginia', 'new mexico', 'Texas', 'tx', 'kansas city', 'new york'])('does not split "%s"', (text) => {
    expect(autocompleteQueries(text).map((q) => q.state)).toEqual([undefined]);
  });

  it('reads digits as zips and listing ids', () => {
    expect(readings('78643')[0]?.digits).toBe('78643');
    expect(readings('78643-1234')[0]?.digits).toBe('78643');
    expect(readings('#123')[0]?.digits).toBe('123');
    expect(readings('１２３')[0]?.digits).toBe('123');
    expect(readings('123 main')[0]?.digits).toBeNull();
  });

  it('gives nothing to look up for blank or symbol-only text', () => {
    expect(autocompleteQueries('')).toEqual([]);
    expect(autocompleteQueries(' \u0000 ')).toEqual([]);
    expect(readings('%_%')).toEqual([{ slug: '', state: undefined, digits: null }]);
  });

  it('drops control characters and caps the length at 100', () => {
    expect(normalizeQuery('llano\u0000county\u200b')).toBe('llano county');
    expect(normalizeQuery('x'.repeat(500))).toHaveLength(100);
  });

  it('spells abbreviations both ways, never reading object keys as words', () => {
    expect(slugSpellings('st-louis')).toEqual(['st-louis', 'saint-louis']);
    expect(slugSpellings('saint-louis-county')).toEqual(['saint-louis-county', 'st-louis-county']);
    expect(slugSpellings('mt-vernon')).toEqual(['mt-vernon', 'mount-vernon']);
    expect(slugSpellings('constructor-tostring')).toEqual(['constructor-tostring']);
  });

  it('escapes LIKE wildcards and the escape character', () => {
    expect(likePrefix('a_b%c\\d')).toBe('a\\_b\\%c\\\\d%');
    expect(likePrefix('llano')).toBe('llano%');
  });
});
