-- The default state search, its facet counts and its common filters (price, acres, type, sale type)
-- answered by index-only scans: the partial rank index carries those columns (INCLUDE, which
-- Drizzle's schema builder cannot declare).
DROP INDEX IF EXISTS "listings_active_state_rank";--> statement-breakpoint
CREATE INDEX "listings_active_state_rank" ON "listings" USING btree ("state_id", "rank_score" DESC NULLS LAST, "id") INCLUDE ("property_types", "price", "acres", "sale_type") WHERE market_status in (1, 2);
