import { describe, expect, inject, it } from 'vitest';
import { migrate } from '@/lib/db/migrate';
import { useTestDatabase } from './helpers';

const database = useTestDatabase();

describe(`schema on ${inject('databaseEngine')}`, () => {
  it('applies the migrations, and applying them again changes nothing', async () => {
    await migrate(inject('databaseUrl'));
    const tables = await database.sql<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = 'public' order by 1",
    );
    expect(tables.map((t) => t.table_name)).toEqual(expect.arrayContaining([
      'accounts', 'cities', 'counties', 'documents', 'favorites', 'feature_flags', 'finance_centers', 'lakes', 'leads',
      'listing_media', 'listings', 'logs', 'mail_outbox', 'popular_searches', 'region_counties', 'regions', 'saved_searches',
      'states', 'users', 'zips', 'auth_sessions', 'auth_credentials', 'auth_verifications',
    ]));
  });

  it('has the search indexes of DESIGN §3', async () => {
    const indexes = await database.sql<{ indexname: string; indexdef: string }>(
      "select indexname, indexdef from pg_indexes where tablename = 'listings'",
    );
    const byName = new Map(indexes.map((i) => [i.indexname, i.indexdef]));
    expect(byName.get('listings_geo')).toMatch(/USING gist \(point\(longitude, latitude\)\)/);
    expect(byName.get('listings_search_text')).toMatch(/USING gin \(search_text\)/);
    expect(byName.get('listings_active_keyword_state')).toMatch(/USING gin \(search_text, \(ARRAY\[state_id\]\)\) WHERE \(market_status = ANY/);
    expect(byName.get('listings_active_state_rank')).toMatch(
      /\(state_id, rank_score DESC NULLS LAST, id\) INCLUDE \(property_types, price, acres, sale_type\) WHERE \(market_status = ANY/,
    );
    expect(byName.get('listings_active_geo')).toMatch(/USING gist \(point\(longitude, latitude\)\) INCLUDE \(latitude, longitude, rank_score, id\) WHERE/);
  });

  it('finds a listing document by its id through a partial index of document rows', async () => {
    const [index] = await database.sql<{ indexdef: string }>("select indexdef from pg_indexes where indexname = 'listing_media_document'");
    expect(index?.indexdef).toMatch(/ON public\.listing_media USING btree \(document_id\) WHERE \(kind = 'document'::text\)/);
  });

  it('answers a keyword query through the stored tsvector and a map box through the GiST index', async () => {
    const [keyword] = await database.sql<{ n: string; expected: string }>(
      `select (select count(*) from listings where search_text @@ plainto_tsquery('english', 'hunting'))::text as n,
              (select count(*) from listings where to_tsvector('english', title || ' ' || description) @@ plainto_tsquery('english', 'hunting'))::text as expected`,
    );
    expect(Number(keyword?.n)).toBeGreaterThan(0);
    expect(keyword?.n).toBe(keyword?.expected);
    const [box] = await database.sql<{ n: string; expected: string }>(
      `select (select count(*) from listings where point(longitude, latitude) <@ box(point(-107, 25), point(-93, 37)))::text as n,
              (select count(*) from listings where longitude between -107 and -93 and latitude between 25 and 37)::text as expected`,
    );
    expect(Number(box?.n)).toBeGreaterThan(0);
    expect(box?.n).toBe(box?.expected);
  });
});
