import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { searchCriteriaSchema } from '@/lib/search/criteria';
import { fieldShape } from '../../fuzz/field-shapes';
import { fuzzBrands } from '../../fuzz/fuzz-brands';
import { fuzzFamilies, fuzzMethods, fuzzRequestSchema } from '../../fuzz/fuzz-request';
import { generateRequests } from '../../fuzz/requests';

const brands = fuzzBrands();
const land = brands.find((b) => b.key === 'land');
if (!land) throw new Error('brands/land is missing');
const sample = generateRequests(land, 4000, 1);

describe('fuzz request generator', () => {
  it('has a brand to fuzz for each site brand, each with its own state search path', () => {
    expect(brands.map((b) => b.key).sort()).toEqual(['farm', 'land', 'rec']);
    expect(new Set(brands.map((b) => b.stateSearchPath)).size).toBe(3);
  });

  it('gives the same requests for the same seed, and the first n of a longer run', () => {
    expect(generateRequests(land, 200, 1)).toEqual(sample.slice(0, 200));
    expect(generateRequests(land, 200, 2)).not.toEqual(sample.slice(0, 200));
  });

  it('produces only requests Node can send unchanged, in the replay format', () => {
    for (const request of sample) expect(fuzzRequestSchema.parse(request)).toEqual(request);
    expect(Math.max(...sample.map((r) => r.path.length + (r.body?.length ?? 0)))).toBeLessThan(500_000);
    expect(sample.every((r) => /^(198\.51\.100|203\.0\.113)\.\d+$/.test(r.headers['x-forwarded-for'] ?? ''))).toBe(true);
  });

  it('gives each family a fair share and uses every method', () => {
    for (const family of fuzzFamilies) {
      const share = sample.filter((r) => r.family === family).length / sample.length;
      expect(share, family).toBeGreaterThan(0.15);
      expect(share, family).toBeLessThan(0.25);
    }
    expect(new Set(sample.map((r) => r.method))).toEqual(new Set(fuzzMethods));
  });

  it('asks for listing documents by odd ids, with GET and HEAD', () => {
    const documents = sample.filter((r) => r.family === 'api-body' && r.path.startsWith('/api/documents/'));
    expect(documents.length).toBeGreaterThan(10);
    expect(new Set(documents.map((r) => r.method))).toEqual(new Set(['GET', 'HEAD']));
  });

  it('puts every field of the criteria schema in a search URL and in an API body', () => {
    const queries = sample.filter((r) => r.family === 'criteria-query').map((r) => r.path);
    const bodies = sample.filter((r) => r.family === 'api-body' && r.body).map((r) => r.body ?? '');
    for (const field of Object.keys(searchCriteriaSchema.shape)) {
      expect(queries.some((q) => q.includes(`?${field}=`) || q.includes(`&${field}=`)), field).toBe(true);
      expect(bodies.some((b) => b.includes(`"${field}":`)), field).toBe(true);
    }
  });
});

describe('fieldShape', () => {
  it('reads bounds, lengths, patterns and choices through optional, default and transform wrappers', () => {
    expect(fieldShape(z.int().min(0).max(99).optional())).toEqual({ kind: 'number', min: 0, max: 99, int: true });
    expect(fieldShape(z.string().max(12).default(''))).toEqual({ kind: 'string', maxLength: 12, date: false, pattern: null });
    expect(fieldShape(z.iso.date())).toMatchObject({ kind: 'string', date: true });
    expect(fieldShape(z.union([z.literal(1), z.literal(7)]))).toEqual({ kind: 'choice', values: [1, 7] });
    expect(fieldShape(z.array(z.enum(['a', 'b'])).max(2).transform((v) => v.sort()))).toEqual({ kind: 'list', item: { kind: 'choice', values: ['a', 'b'] }, maxItems: 2 });
  });
});
