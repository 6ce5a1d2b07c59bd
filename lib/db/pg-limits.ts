// What PostgreSQL's column types can hold. Schemas whose values end up compared with a column use
// these, so a value the schema accepts never fails in SQL (22003 "out of range" would be a 500).

export const PG_SMALLINT_MAX = 32_767;
export const PG_INT4_MAX = 2_147_483_647;

/** Largest value of numeric(precision, scale): 10^(precision - scale) - 10^-scale, e.g. 999.9 for (4, 1). */
export function pgNumericMax(precision: number, scale: number): number {
  return Number(`${'9'.repeat(precision - scale)}.${'9'.repeat(scale)}`);
}

/**
 * PostgreSQL's calendar has no year 0 (1 BC comes before AD 1), so '0000-01-01' fails with 22008;
 * ISO dates with four-digit years run from here to 9999-12-31.
 */
export const PG_FIRST_ISO_DATE = '0001-01-01';
export const PG_LAST_ISO_DATE = '9999-12-31';
