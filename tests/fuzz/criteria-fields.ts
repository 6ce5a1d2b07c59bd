import fc from 'fast-check';
import { searchCriteriaSchema } from '@/lib/search/criteria';
import { queryParameterNames } from '@/lib/search/search-query-codec';
import { adversarialText } from './adversarial-text';
import { valueOf } from './extreme-values';
import { shapeOf, type FieldShape } from './field-shapes';
import { textValue, type FuzzValue } from './fuzz-value';

// Every search criterion, named and shaped by lib/search/criteria.ts: a field added there is fuzzed
// here, in URLs and in API bodies, at its own bounds.

type NamedValue = readonly [name: string, value: FuzzValue];

const criteriaShapes = shapeOf(searchCriteriaSchema);

/** Query names that spell a field differently (search-query-codec.ts writes mapBounds as `bounds`). */
const queryAliases: Readonly<Record<string, string>> = { bounds: 'mapBounds' };
/** Names no criterion has: the preview switch, free text, and near misses. */
const strayNames = ['q', 'brand', 'page', 'sort', 'utm_source', '', '__proto__', 'constructor', 'PriceMin', 'priceMin[]', 'priceMin.x', 'pageIndex '];

/** Pairs for the fields of any object schema, valued near their bounds. */
export function namedValues(shapes: Readonly<Record<string, FieldShape>>): fc.Arbitrary<NamedValue> {
  return fc.constantFrom(...Object.keys(shapes)).chain((name) => {
    const shape = shapes[name];
    return shape ? valueOf(shape).map((v): NamedValue => [name, v]) : fc.constant<NamedValue>([name, textValue('')]);
  });
}

/** min > max, both valid alone: the cross-field rule, for every `…Min`/`…Max` pair of the schema. */
const rangePairs = Object.keys(criteriaShapes).flatMap((min) => {
  const max = min.replace(/Min$/, 'Max');
  const shape = criteriaShapes[min];
  return min.endsWith('Min') && max !== min && shape && criteriaShapes[max] ? [{ min, max, shape }] : [];
});

const crossField: fc.Arbitrary<NamedValue[]> = fc.oneof(
  ...rangePairs.map(({ min, max, shape }) => fc.tuple(valueOf(shape), valueOf(shape)).map(([a, b]): NamedValue[] => [[min, a], [max, b]])),
  fc.constant<NamedValue[]>([['latitude', textValue('30.7')]]),
  fc.constant<NamedValue[]>([['radius', textValue('10')]]),
  fc.constant<NamedValue[]>([['radius', textValue('500')], ['latitude', textValue('90')], ['longitude', textValue('-180')]]),
);

/** A few criteria in body spelling: each field near its bounds, some cross-field pairs, some strays. */
export const criteriaEntries: fc.Arbitrary<NamedValue[]> = fc
  .array(
    fc.oneof(
      { weight: 6, arbitrary: namedValues(criteriaShapes).map((p) => [p]) },
      { weight: 2, arbitrary: crossField },
      { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...strayNames), adversarialText.map(textValue)).map((p): NamedValue[] => [p]) },
    ),
    { minLength: 1, maxLength: 4 },
  )
  .map((groups) => groups.flat());

const queryShapes: Readonly<Record<string, FieldShape>> = Object.fromEntries(
  [...new Set([...Object.keys(criteriaShapes), ...queryParameterNames])].flatMap((name) => {
    const shape = criteriaShapes[queryAliases[name] ?? name];
    return shape ? [[name, shape]] : [];
  }),
);

/** The same in URL spelling: query names, including the ones only URLs use. */
export const queryEntries: fc.Arbitrary<NamedValue[]> = fc.oneof(
  { weight: 3, arbitrary: fc.array(namedValues(queryShapes), { minLength: 1, maxLength: 4 }) },
  { weight: 1, arbitrary: criteriaEntries },
  // The same name twice: decodeQuery drops repeats.
  { weight: 1, arbitrary: namedValues(queryShapes).chain(([name, first]) => valueOf(queryShapes[name] ?? { kind: 'other' }).map((second): NamedValue[] => [[name, first], [name, second]])) },
);

/** `{"a":1,"b":[2]}` from entries whose values are JSON texts (repeated keys stay repeated). */
export function jsonObjectText(entries: readonly NamedValue[]): string {
  return `{${entries.map(([name, value]) => `${JSON.stringify(name)}:${value.json}`).join(',')}}`;
}
