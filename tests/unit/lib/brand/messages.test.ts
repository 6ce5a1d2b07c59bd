import { describe, expect, it } from 'vitest';
import { loadMessages, mergeMessages } from '@/lib/brand/messages';

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
