-- Keyword searches in a state count their matches (up to a cap, lib/search/listing-count.ts) from
-- one GIN index over the words and the state, instead of ANDing the word's bitmap with a bitmap of
-- every listing in the state. GIN indexes a plain smallint only with the btree_gin extension, which
-- neither engine is asked to load, so the state is a one-element array: `array[state_id] && '{48}'`.
CREATE INDEX IF NOT EXISTS "listings_active_keyword_state" ON "listings" USING gin ("search_text", (ARRAY["state_id"])) WHERE market_status in (1, 2);
