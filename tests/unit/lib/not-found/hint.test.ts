import { describe, expect, it } from 'vitest';
import { hintFromSegments, hintSegments, type NotFoundHint } from '@/lib/not-found/hint';

const hints: NotFoundHint[] = [
  { kind: 'state', state: 'texsa' },
  { kind: 'place', state: 'texas', type: 'county', area: 'llanoo-county' },
  { kind: 'place', state: 'texas', type: 'city', area: 'llanoo' },
  { kind: 'place', state: 'texas', type: 'region', area: 'hil-country' },
  { kind: 'listing', id: 987_654_321 },
  { kind: 'listing', id: 123, location: 'llano-county-texas' },
];

describe('404 hints as path segments', () => {
  it('reads back every hint it writes', () => {
    for (const hint of hints) expect(hintFromSegments(hintSegments(hint))).toEqual(hint);
    expect(hintSegments({ kind: 'place', state: 'texas', type: 'county', area: 'llanoo-county' })).toEqual(['place', 'texas', 'county', 'llanoo-county']);
  });

  it('reads nothing it does not write: markup, other kinds, bad ids, extra or missing segments', () => {
    const refused = [
      [],
      ['state'],
      ['state', 'texsa', 'x'],
      ['state', '<script>'],
      ['state', 'Texas'],
      ['place', 'texas', 'county'],
      ['place', 'texas', 'zip', '78643'],
      ['place', 'texas', 'county', 'llano county'],
      ['place', 'texas', 'county', 'llano-county', 'x'],
      ['listing'],
      ['listing', '0'],
      ['listing', '0123'],
      ['listing', '-5'],
      ['listing', '1e3'],
      ['listing', '99999999999999999'],
      ['listing', '12', '"onmouseover=alert(1)'],
      ['listing', '12', 'llano-county-texas', 'x'],
      ['broker', '12'],
      ['not-found'],
    ];
    for (const segments of refused) expect(hintFromSegments(segments), segments.join('/')).toBeNull();
  });
});
