import { describe, expect, it } from 'vitest';
import { readStateShapes, stateShapesUrl } from '@/lib/us-map';
import { stateShapesJson, stateShapesJsonSchema } from '@/lib/us-map/server';
import { brandOf } from '../../components/render-with-brand';

const texas = async () => {
  const body = await stateShapesJson(brandOf('land'), 48);
  if (!body) throw new Error('no Texas');
  return body;
};

describe('the state-shapes answer in the browser', () => {
  it('asks the endpoint by the state id', () => {
    expect(stateShapesUrl(48)).toBe('/api/map/state-shapes/48');
  });

  it('accepts what the server answers, as the server schema does', async () => {
    const body = JSON.parse(JSON.stringify(await texas())) as unknown;
    expect(stateShapesJsonSchema.safeParse(body).success).toBe(true);
    expect(readStateShapes(body)).toEqual(body);
  });

  it.each([
    ['an error body', { errors: ['No such state'] }],
    ['a county path with other commands', { d: 'M0 0c1 1 2 2 3 3z' }],
    ['a county path with absolute lines', { d: 'M0 0L1 1 2 0Z' }],
    ['a county path with markup', { d: 'M0 0l1 1"/><script>z' }],
    ['a county link off the site', { href: 'https://example.com/' }],
    ['a county without a name', { name: 7 }],
  ])('refuses %s, as the server schema does', async (_what, change) => {
    const body = await texas();
    const [first, ...rest] = body.counties;
    const broken = 'errors' in change ? change : { ...body, counties: [{ ...first, ...change }, ...rest] };
    expect(stateShapesJsonSchema.safeParse(broken).success).toBe(false);
    expect(readStateShapes(broken)).toBeNull();
  });

  it.each([null, 'Texas', [], { state: { id: 48, name: 'Texas' }, viewBox: '0 0 1 1' }, { state: null, viewBox: '0 0 1 1', counties: [] }])(
    'refuses %j',
    (body) => {
      expect(readStateShapes(body)).toBeNull();
    },
  );
});
