import { z } from 'zod';

// What a zod field accepts, read from the schema itself, so a criterion added to the schema is fuzzed
// at its own bounds without anyone touching the fuzzer.

export type Scalar = string | number | boolean;

export type FieldShape =
  | { kind: 'number'; min: number; max: number; int: boolean }
  | { kind: 'string'; maxLength: number | null; date: boolean; pattern: RegExp | null }
  | { kind: 'list'; item: FieldShape; maxItems: number }
  | { kind: 'choice'; values: readonly Scalar[] }
  | { kind: 'boolean' }
  | { kind: 'object'; fields: Readonly<Record<string, FieldShape>> }
  | { kind: 'other' };

/** The schema a wrapper (optional, default, nullable, pipe, transform) leaves to validate input. */
function inputSchema(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (;;) {
    if (current instanceof z.ZodOptional || current instanceof z.ZodNullable || current instanceof z.ZodDefault) current = current.unwrap() as z.ZodType;
    else if (current instanceof z.ZodPipe) current = (current.in instanceof z.ZodTransform ? current.out : current.in) as z.ZodType;
    else return current;
  }
}

function checkDefs(schema: z.ZodType): Record<string, unknown>[] {
  return (schema.def.checks ?? []).map((c) => c._zod.def as unknown as Record<string, unknown>);
}

function choices(schema: z.ZodType): Scalar[] | null {
  if (schema instanceof z.ZodLiteral) return [...schema.values].filter((v): v is Scalar => ['string', 'number', 'boolean'].includes(typeof v));
  if (schema instanceof z.ZodEnum) return schema.options.filter((v) => typeof v === 'string' || typeof v === 'number');
  if (schema instanceof z.ZodUnion) {
    const all = schema.options.map((o) => choices(inputSchema(o as z.ZodType)));
    return all.every((c): c is Scalar[] => c !== null) ? all.flat() : null;
  }
  return null;
}

export function fieldShape(schema: z.ZodType): FieldShape {
  const s = inputSchema(schema);
  const values = choices(s);
  if (values) return { kind: 'choice', values };
  if (s instanceof z.ZodNumber) {
    return { kind: 'number', min: s.minValue ?? -Number.MAX_VALUE, max: s.maxValue ?? Number.MAX_VALUE, int: s.isInt };
  }
  if (s instanceof z.ZodStringFormat || s instanceof z.ZodString) {
    const checks = checkDefs(s);
    const pattern = checks.map((c) => c.pattern).find((p): p is RegExp => p instanceof RegExp) ?? null;
    const maximum = checks.find((c) => c.check === 'max_length')?.maximum;
    const maxLength = typeof maximum === 'number' ? maximum : null;
    return { kind: 'string', maxLength, date: (s.def as { format?: string }).format === 'date', pattern };
  }
  if (s instanceof z.ZodArray) {
    const max = checkDefs(s).find((c) => c.check === 'max_length')?.maximum;
    return { kind: 'list', item: fieldShape(s.element as z.ZodType), maxItems: typeof max === 'number' ? max : 1000 };
  }
  if (s instanceof z.ZodBoolean) return { kind: 'boolean' };
  if (s instanceof z.ZodObject) return { kind: 'object', fields: shapeOf(s) };
  return { kind: 'other' };
}

/** Every field of an object schema with what it accepts. */
export function shapeOf(schema: z.ZodObject): Record<string, FieldShape> {
  return Object.fromEntries(Object.entries(schema.shape).map(([name, field]) => [name, fieldShape(field as z.ZodType)]));
}
