import fc from 'fast-check';
import { adversarialText, dateTexts, notNumberTexts, numberTexts, rawQueryTexts } from './adversarial-text';
import type { FieldShape, Scalar } from './field-shapes';
import { listValue, rawValue, textValue, type FuzzValue } from './fuzz-value';

// Values for one field at, just inside and just past what its schema accepts, plus wrong types.

const invalidJsonTokens = ['NaN', 'Infinity', '+1', '.5', '01', "'x'", 'undefined'];
/** Wrong JSON types for any field; only the JSON spelling differs from a plain string. */
const wrongTypes = fc.constantFrom(
  'null', '{}', '[]', '"x"', 'true', 'false', '0', '[[[]]]', '{"__proto__":{"polluted":1}}', '{"constructor":{"prototype":{"x":1}}}',
  `${'['.repeat(2000)}${']'.repeat(2000)}`, `[${'1,'.repeat(5000)}1]`,
).map((json) => rawValue(json === '"x"' ? 'x' : json, json));

const anyText = fc.oneof(
  { weight: 3, arbitrary: adversarialText.map(textValue) },
  { weight: 1, arbitrary: fc.constantFrom(...rawQueryTexts).map((q) => rawValue(q, JSON.stringify(q))) },
);

function numberValues(min: number, max: number, int: boolean): fc.Arbitrary<FuzzValue> {
  const step = int ? 1 : 0.001;
  const bounds = [min, max, min + step, max - step, min - step, max + step, min - 1, max + 1].map((n) => textValue(String(n)));
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...bounds) },
    { weight: 2, arbitrary: fc.constantFrom(...numberTexts).map(textValue) },
    { weight: 1, arbitrary: fc.constantFrom(...notNumberTexts).map(textValue) },
    { weight: 1, arbitrary: fc.constantFrom(...invalidJsonTokens).map((t) => rawValue(t)) },
    { weight: 2, arbitrary: (int ? fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31) }) : fc.double({ min, max, noNaN: true })).map((n) => textValue(String(n))) },
  );
}

function stringValues(shape: Extract<FieldShape, { kind: 'string' }>): fc.Arbitrary<FuzzValue> {
  const max = shape.maxLength;
  // Past 16 KiB a query string is refused by Node itself (431), so only one text is that long.
  const lengths = max === null ? [1000, 5000] : [max - 1, max, max + 1, max * 2 + 1];
  const sized = lengths
    .flatMap((n) => ['a'.repeat(n), 'é'.repeat(n), '😀'.repeat(Math.ceil(n / 2)), ` ${'b'.repeat(Math.max(0, n - 2))} `])
    .concat('a'.repeat(20_000))
    .map(textValue);
  const arbitraries: fc.WeightedArbitrary<FuzzValue>[] = [
    { weight: 3, arbitrary: fc.constantFrom(...sized) },
    { weight: 3, arbitrary: anyText },
  ];
  if (shape.date) arbitraries.push({ weight: 4, arbitrary: fc.constantFrom(...dateTexts).map(textValue) });
  // fast-check cannot generate from unicode property classes; those patterns get the generic texts.
  if (shape.pattern && !shape.pattern.flags.includes('u')) {
    const valid = fc.stringMatching(shape.pattern).filter((s) => s.length <= 200);
    arbitraries.push({ weight: 3, arbitrary: fc.oneof(valid, valid.map((s) => `${s}x`), valid.map((s) => s.toLowerCase()), valid.map((s) => s.slice(1))).map(textValue) });
  }
  return fc.oneof(...arbitraries);
}

function choiceText(value: Scalar): FuzzValue {
  return typeof value === 'string' ? textValue(value) : rawValue(String(value));
}

function choiceValues(values: readonly Scalar[]): fc.Arbitrary<FuzzValue> {
  const near = values.flatMap((v): FuzzValue[] => {
    if (typeof v === 'number') return [v - 1, v + 1, -v].map((n) => rawValue(String(n))).concat(rawValue(String(v), JSON.stringify(String(v))));
    if (typeof v === 'boolean') return ['false', 'TRUE', '1', '0', 'yes', ''].map(textValue).concat(rawValue(String(!v)), rawValue('true', '"true"'));
    return [v.toUpperCase(), ` ${v}`, `${v}\u0000`, `${v},${v}`, v.replace(/-/g, '_')].map(textValue);
  });
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...values).map(choiceText) },
    { weight: 3, arbitrary: fc.constantFrom(...near) },
    { weight: 1, arbitrary: anyText },
  );
}

function listValues(item: FieldShape, maxItems: number): fc.Arbitrary<FuzzValue> {
  const items = valueOf(item);
  // Repeated up to 1000 times, so never one of the long wrong-type texts.
  const valid = item.kind === 'choice' ? fc.constantFrom(...item.values).map(choiceText) : ownValues(item);
  return fc.oneof(
    { weight: 2, arbitrary: fc.array(items, { minLength: 1, maxLength: 5 }).map(listValue) },
    { weight: 2, arbitrary: fc.array(valid, { minLength: 1, maxLength: 4 }).map(listValue) },
    // Repeats: setOf checks the length before removing them, so maxItems + 1 copies is one too many.
    // About 50 kB at most, whatever the item.
    { weight: 2, arbitrary: fc.tuple(valid, fc.constantFrom(2, maxItems, maxItems + 1, 1000)).map(([v, n]) => listValue(Array.from({ length: Math.min(n, Math.max(2, Math.floor(50_000 / v.json.length))) }, () => v))) },
    { weight: 1, arbitrary: fc.constantFrom(',', ',,', '1,,2', ' 1 , 2 ', '1;2', '1%2C2', '[1,2]', '%2C').map((q) => rawValue(q, JSON.stringify(q))) },
    { weight: 1, arbitrary: fc.constant(rawValue('', '[]')) },
  );
}

function objectValues(fields: Readonly<Record<string, FieldShape>>): fc.Arbitrary<FuzzValue> {
  const entries = Object.entries(fields).map(([name, shape]) => fc.tuple(fc.constant(name), valueOf(shape)));
  return fc
    .tuple(fc.tuple(...entries), fc.subarray(Object.keys(fields)), fc.boolean())
    .map(([pairs, dropped, extra]) => {
      const kept = pairs.filter(([name]) => !dropped.includes(name) || dropped.length === pairs.length);
      const json = `{${kept.map(([n, v]) => `${JSON.stringify(n)}:${v.json}`).concat(extra ? ['"extra":1'] : []).join(',')}}`;
      return { query: kept.map(([, v]) => v.query).join(','), json };
    });
}

/** Values of the field's own type: at, just inside and just past its bounds, and extremes. */
function ownValues(shape: FieldShape): fc.Arbitrary<FuzzValue> {
  switch (shape.kind) {
    case 'number': return numberValues(shape.min, shape.max, shape.int);
    case 'string': return stringValues(shape);
    case 'choice': return choiceValues(shape.values);
    case 'boolean': return choiceValues([true, false]);
    case 'list': return listValues(shape.item, shape.maxItems);
    case 'object': return objectValues(shape.fields);
    case 'other': return anyText;
  }
}

const cache = new WeakMap<FieldShape, fc.Arbitrary<FuzzValue>>();

/** Values for a field of the given shape: mostly near its bounds, sometimes extreme, sometimes the wrong type. */
export function valueOf(shape: FieldShape): fc.Arbitrary<FuzzValue> {
  const cached = cache.get(shape);
  if (cached) return cached;
  const values = fc.oneof({ weight: 6, arbitrary: ownValues(shape) }, { weight: 1, arbitrary: wrongTypes });
  cache.set(shape, values);
  return values;
}
