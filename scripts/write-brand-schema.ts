import fs from 'node:fs';
import path from 'node:path';
import { brandJsonSchema } from '../lib/brand/json-schema';

const file = path.join(process.cwd(), 'brands', 'brand.schema.json');
fs.writeFileSync(file, brandJsonSchema());
console.log(`wrote ${path.relative(process.cwd(), file)}`);
