-- Filtered counts within a state (the total of a search with price, acres, type or sale-type filters)
-- read one of these two indexes only; each carries the other filter columns, so no entry needs the
-- table. With property types chosen, the count names the state's masks that have them
-- (lib/search/where.ts, stateTypeMasks) and reads one short range per mask, price-bounded, of the
-- first; without, the second reads just the price range of the state. The rank index (0004) holds the
-- same columns in rank order, which is right for a page of 24 and slow for a count: Texas's filtered
-- count at a million listings took 17 ms through it, 8 ms through the second and 3-4 ms through the
-- first (docs/search.md, Filtered counts).
CREATE INDEX IF NOT EXISTS "listings_active_state_type_price" ON "listings" USING btree ("state_id", "property_types", "price") INCLUDE ("acres", "sale_type") WHERE market_status in (1, 2);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "listings_active_state_price" ON "listings" USING btree ("state_id", "price") INCLUDE ("property_types", "acres", "sale_type") WHERE market_status in (1, 2);
