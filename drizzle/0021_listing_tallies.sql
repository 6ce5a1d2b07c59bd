CREATE TABLE "listing_tallies" (
	"state_id" smallint NOT NULL,
	"property_types" integer NOT NULL,
	"listings" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "listing_tallies_state" ON "listing_tallies" USING btree ("state_id","property_types");--> statement-breakpoint
-- Each write appends what it changed per (state, mask) of active listings (market_status 1 or 2, as
-- activeListing() in lib/db/schema/listings.ts), +n or -n: no existing row is updated, so concurrent
-- writers never wait on one another here. A bulk load may set acrewise.defer_listing_tallies = 'on'
-- for its transaction and call listing_tallies_refresh_all() at its end (lib/seed/seed-run.ts).
CREATE FUNCTION listings_tallies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('acrewise.defer_listing_tallies', true), '') = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM listing_tallies;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO listing_tallies (state_id, property_types, listings)
      SELECT state_id, property_types, count(*) FROM new_rows WHERE market_status IN (1, 2) GROUP BY 1, 2;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO listing_tallies (state_id, property_types, listings)
      SELECT state_id, property_types, -count(*) FROM old_rows WHERE market_status IN (1, 2) GROUP BY 1, 2;
  ELSE
    INSERT INTO listing_tallies (state_id, property_types, listings)
      SELECT state_id, property_types, sum(n) FROM (
        SELECT state_id, property_types, -1 AS n FROM old_rows WHERE market_status IN (1, 2)
        UNION ALL
        SELECT state_id, property_types, 1 FROM new_rows WHERE market_status IN (1, 2)
      ) changes
      GROUP BY 1, 2 HAVING sum(n) <> 0;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER listings_tallies_insert AFTER INSERT ON listings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listings_tallies();
--> statement-breakpoint
CREATE TRIGGER listings_tallies_update AFTER UPDATE ON listings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listings_tallies();
--> statement-breakpoint
CREATE TRIGGER listings_tallies_delete AFTER DELETE ON listings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION listings_tallies();
--> statement-breakpoint
CREATE TRIGGER listings_tallies_truncate AFTER TRUNCATE ON listings
  FOR EACH STATEMENT EXECUTE FUNCTION listings_tallies();
--> statement-breakpoint
-- Folds the appended changes into one row per (state, mask), dropping keys that sum to 0; returns the
-- rows it removed. One statement: a reader sees the rows before or after, and a change committed
-- meanwhile is outside its snapshot, so it is neither deleted nor counted twice.
CREATE FUNCTION listing_tallies_compact() RETURNS integer LANGUAGE sql AS $$
  WITH gone AS (
    DELETE FROM listing_tallies RETURNING state_id, property_types, listings
  ), kept AS (
    INSERT INTO listing_tallies (state_id, property_types, listings)
    SELECT state_id, property_types, sum(listings)::int FROM gone GROUP BY 1, 2 HAVING sum(listings) <> 0
    RETURNING 1
  )
  SELECT ((SELECT count(*) FROM gone) - (SELECT count(*) FROM kept))::int;
$$;
--> statement-breakpoint
-- Counts every active listing afresh: for a bulk load in its own transaction, with no writer beside it.
CREATE FUNCTION listing_tallies_refresh_all() RETURNS void LANGUAGE sql AS $$
  DELETE FROM listing_tallies;
  INSERT INTO listing_tallies (state_id, property_types, listings)
    SELECT state_id, property_types, count(*)::int FROM listings WHERE market_status IN (1, 2) GROUP BY 1, 2;
$$;
--> statement-breakpoint
SELECT listing_tallies_refresh_all();
