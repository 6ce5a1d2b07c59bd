import type pg from 'pg';

/**
 * Runs a bulk load with the tables' secondary indexes dropped and rebuilds them afterwards, all in
 * the caller's transaction: one sorted build per index is several times cheaper than maintaining a
 * GIN, a GiST and a dozen B-trees row by row. Definitions are read back from pg_indexes, so they
 * stay exactly what the migrations created. Primary keys and unique constraints are kept.
 */
export async function withDeferredIndexes<T>(client: pg.ClientBase, tables: readonly string[], load: () => Promise<T>, log: (m: string) => void): Promise<T> {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `select quote_ident(i.indexname) as name, i.indexdef as definition from pg_indexes i
     where i.schemaname = 'public' and i.tablename = any($1::text[])
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)
     order by i.indexname`,
    [tables],
  );
  for (const index of rows) await client.query(`drop index ${index.name}`);
  const result = await load();
  const started = Date.now();
  await client.query("set local maintenance_work_mem = '256MB'");
  for (const index of rows) await client.query(index.definition);
  log(`rebuilt ${rows.length} indexes in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
}
