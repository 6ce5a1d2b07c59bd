import { getTableColumns, getTableName, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type pg from 'pg';

/** Rows per statement: one array parameter per column, so the count is bounded by memory, not by the 65,535 parameter limit. */
export const BULK_ROWS = 5000;

type Cell = string | number | boolean | null;

function cellOf(value: unknown): Cell {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

/** A row without the key gets the column's JavaScript default (`.default(false)`), else NULL. */
function defaultOf(column: Column): unknown {
  const value: unknown = column.default;
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : null;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Multi-row INSERT of many rows through `unnest` of one typed array per column: the SQL text stays
 * the same for every batch and the server parses a handful of parameters instead of thousands.
 * Columns come from the Drizzle table (the schema is the single source), limited to the keys the
 * rows carry, so database defaults apply to the others; generated columns are never written.
 */
export async function bulkInsert<T extends PgTable>(
  client: pg.ClientBase,
  table: T,
  rows: ReadonlyArray<T['$inferInsert']>,
): Promise<void> {
  if (rows.length === 0) return;
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const columns: Array<[string, Column]> = Object.entries(getTableColumns(table)).filter(
    ([key, column]) => keys.includes(key) && column.generated === undefined,
  );
  const unknown = keys.filter((k) => !columns.some(([key]) => key === k));
  if (unknown.length > 0) throw new Error(`bulkInsert ${getTableName(table)}: no writable column for ${unknown.join(', ')}`);
  const names = columns.map(([, c]) => quote(c.name)).join(', ');
  const arrays = columns.map((_, i) => `$${i + 1}::${columns[i]?.[1].getSQLType()}[]`).join(', ');
  const text = `insert into ${quote(getTableName(table))} (${names}) select * from unnest(${arrays})`;
  for (let from = 0; from < rows.length; from += BULK_ROWS) {
    const batch = rows.slice(from, from + BULK_ROWS) as ReadonlyArray<Record<string, unknown>>;
    const values = columns.map(([key, column]) => batch.map((row) => cellOf(key in row ? row[key] : defaultOf(column))));
    await client.query(text, values);
  }
}
