-- Map searches of active listings: count a box and pick its best-ranked ids by index-only scans
-- (INCLUDE columns; Drizzle's schema builder cannot declare them, hence a hand-written migration).
CREATE INDEX IF NOT EXISTS "listings_active_geo" ON "listings" USING gist (point("longitude", "latitude")) INCLUDE ("latitude", "longitude", "rank_score", "id") WHERE market_status in (1, 2);
