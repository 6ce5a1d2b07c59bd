import { z } from 'zod';
import { brandSchema } from './schema';

/** JSON Schema for editors (brands/brand.schema.json), generated from the zod schema. */
export function brandJsonSchema(): string {
  const schema = z.toJSONSchema(brandSchema, { io: 'input', unrepresentable: 'any' });
  return `${JSON.stringify({ ...schema, title: 'Brand configuration' }, null, 2)}\n`;
}
