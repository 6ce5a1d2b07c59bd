import { describe, expect, it } from 'vitest';
import { countyFullName, countyKind } from '@/lib/geo/county-kind';

describe('county kinds', () => {
  it.each([
    [48299, 'Llano', 'County', 'Llano County'],
    [22071, 'Orleans', 'Parish', 'Orleans Parish'],
    [2020, 'Anchorage', 'Municipality', 'Anchorage Municipality'],
    [2110, 'Juneau', 'City and Borough', 'Juneau City and Borough'],
    [2050, 'Bethel', 'Census Area', 'Bethel Census Area'],
    [2068, 'Denali', 'Borough', 'Denali Borough'],
    [2195, 'Petersburg', 'Borough', 'Petersburg Borough'],
    [72127, 'San Juan', 'Municipio', 'San Juan Municipio'],
    [51760, 'Richmond', 'city', 'Richmond city'],
    [51159, 'Richmond', 'County', 'Richmond County'],
    [24510, 'Baltimore', 'city', 'Baltimore city'],
    [29510, 'St. Louis', 'city', 'St. Louis city'],
    [32510, 'Carson City', 'city', 'Carson City'],
    [11001, 'District of Columbia', 'District', 'District of Columbia'],
  ] as const)('FIPS %i %s is a %s named "%s"', (fips, name, kind, fullName) => {
    expect(countyKind(fips, name)).toBe(kind);
    expect(countyFullName(name, countyKind(fips, name))).toBe(fullName);
  });
});
