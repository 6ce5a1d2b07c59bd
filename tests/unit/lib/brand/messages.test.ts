import { describe, expect, it } from 'vitest';
import { createTranslator, type Messages } from 'next-intl';
import { loadCompiledMessages, loadMessages, mergeMessages } from '@/lib/brand/messages';

describe('brand messages', () => {
  it('overrides shared English per brand', () => {
    const errors = (key: string) => loadMessages(key).errors as Record<string, string>;
    expect(errors('land').notFound).toBe('You went off the grid! Let’s get you back on the map');
    expect(errors('farm').notFound).toBe('We couldn’t find this page');
    expect(errors('rec').notFound).toBe('We couldn’t find this page');
    expect((loadMessages('rec').propertyTypes as Record<string, string>).BEACHFRONT).toBe('Oceanfront Property');
    expect((loadMessages('land').propertyTypes as Record<string, string>).BEACHFRONT).toBe('Beachfront Property');
  });

  it('rejects an override key the base does not have', () => {
    expect(() => mergeMessages({ a: { b: 'x' } }, { a: { c: 'y' } }, 'brands/x/messages.json')).toThrow(
      'brands/x/messages.json.a.c: unknown message key',
    );
    expect(() => mergeMessages({ a: 'x' }, { a: { c: 'y' } }, 'f')).toThrow('f.a: must be text, not a group');
  });
});

describe('compiled messages', () => {
  it('are plain JSON (they cross to client components) and format like the source texts', () => {
    const compiled = loadCompiledMessages('rec');
    expect(JSON.parse(JSON.stringify(compiled))).toEqual(compiled);
    const plainObjects = (node: unknown): boolean =>
      node === null || typeof node !== 'object' ? true : (Array.isArray(node) || Object.getPrototypeOf(node) === Object.prototype) && Object.values(node).every(plainObjects);
    expect(plainObjects(compiled)).toBe(true);
    const t = createTranslator({ locale: 'en-US', messages: compiled as Messages });
    expect(t('search.resultCount', { count: 1 })).toBe('1 property for sale');
    expect(t('search.resultCount', { count: 1234 })).toBe('1,234 properties for sale');
    expect(t('propertyTypes.BEACHFRONT')).toBe('Oceanfront Property');
  });
});
