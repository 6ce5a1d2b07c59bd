import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PG_INT4_MAX, PG_SMALLINT_MAX, pgNumericMax } from '@/lib/db/pg-limits';
import { cities, counties, lakes, listings, regions } from '@/lib/db/schema';
import { searchCriteriaSchema } from '@/lib/search/criteria';
import { criteriaExtremes } from '../../../support/criteria-extremes';

const shape = searchCriteriaSchema.shape;
type Field = keyof typeof shape;

/** The largest value a column of this SQL type holds. */
function capacity(sqlType: string): number {
  if (sqlType === 'smallint') return PG_SMALLINT_MAX;
  if (sqlType === 'integer' || sqlType === 'bigint') return PG_INT4_MAX; // bigint ids share the int4 id bound
  const numeric = /^numeric\((\d+), ?(\d+)\)$/.exec(sqlType);
  if (!numeric) throw new Error(`no capacity for ${sqlType}`);
  return pgNumericMax(Number(numeric[1]), Number(numeric[2]));
}

/** The number schema under optional/default and list wrappers. */
function numberSchema(field: Field): z.ZodNumber {
  let schema: z.ZodType = shape[field];
  for (;;) {
    if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault) schema = schema.unwrap() as z.ZodType;
    else if (schema instanceof z.ZodPipe) schema = schema.in as z.ZodType;
    else if (schema instanceof z.ZodArray) schema = schema.element as z.ZodType;
    else break;
  }
  if (!(schema instanceof z.ZodNumber)) throw new Error(`${field} is not a number`);
  return schema;
}

// Each criterion beside the column where.ts and place-slugs.ts compare it with.
const columns: [Field, { getSQLType(): string }[]][] = [
  ['acresMin', [listings.acres]], ['acresMax', [listings.acres]],
  ['priceMin', [listings.price]], ['priceMax', [listings.price]],
  ['salesPriceMin', [listings.salesPrice]], ['salesPriceMax', [listings.salesPrice]],
  ['bedMin', [listings.beds]], ['bedMax', [listings.beds]],
  ['sqftMin', [listings.homeSqft]], ['sqftMax', [listings.homeSqft]],
  ['lakeIdList', [listings.lakeId, lakes.id]], ['cityIdList', [listings.cityId, cities.id]],
  ['countyIdList', [listings.countyId, counties.id]], ['regionIdList', [listings.regionId, regions.id]],
  ['propertyId', [listings.id]], ['inventoryIdList', [listings.id]], ['brokerId', [listings.accountId, listings.parentAccountId]],
];

describe('search criteria bounds', () => {
  it('has extremes for every criterion of the schema', () => {
    expect(Object.keys(criteriaExtremes).sort()).toEqual(Object.keys(shape).sort());
  });

  it.each(columns)('bounds %s by what its column holds', (field, fieldColumns) => {
    const max = numberSchema(field).maxValue;
    for (const column of fieldColumns) expect(max).toBe(capacity(column.getSQLType()));
  });

  it('bounds baths in whole baths below what numeric(4, 1) holds', () => {
    expect(listings.baths.getSQLType()).toBe('numeric(4, 1)');
    expect(numberSchema('bathMax').maxValue).toBe(Math.floor(pgNumericMax(4, 1)));
  });

  describe.each(Object.entries(criteriaExtremes))('%s', (field, { accepted, rejected }) => {
    it('accepts the values at its bounds', () => {
      expect(accepted.length).toBeGreaterThan(0);
      for (const input of accepted) expect(searchCriteriaSchema.safeParse(input).error?.issues).toBeUndefined();
    });

    it('refuses the values just past them, on this field', () => {
      expect(rejected.length).toBeGreaterThan(0);
      for (const input of rejected) {
        const result = searchCriteriaSchema.safeParse(input);
        expect(result.success, JSON.stringify(input).slice(0, 80)).toBe(false);
        expect(result.error?.issues.map((i) => i.path[0])).toContain(field);
      }
    });
  });

  it('refuses year 0000 and impossible dates, accepts 0001-01-01 to 9999-12-31', () => {
    const soldDate = shape.soldDateMin;
    expect(soldDate.safeParse('0000-01-01').error?.issues[0]?.message).toBe('must be a date from 0001-01-01 to 9999-12-31');
    expect(soldDate.safeParse('2026-02-30').success).toBe(false);
    expect(soldDate.safeParse('0001-01-01').success).toBe(true);
    expect(soldDate.safeParse('9999-12-31').success).toBe(true);
  });

  it('says which rule a control character breaks', () => {
    const result = searchCriteriaSchema.safeParse({ cityName: 'a\u0000' });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['cityName'], message: 'must not contain control characters' })]);
  });
});
