DROP INDEX "listings_state_rank";--> statement-breakpoint
DROP INDEX "listings_county_rank";--> statement-breakpoint
DROP INDEX "listings_status_rank";--> statement-breakpoint
CREATE INDEX "listings_active_state_rank" ON "listings" USING btree ("state_id","rank_score" DESC NULLS LAST,"id") WHERE market_status in (1, 2);--> statement-breakpoint
CREATE INDEX "listings_active_county_rank" ON "listings" USING btree ("county_id","rank_score" DESC NULLS LAST,"id") WHERE market_status in (1, 2);--> statement-breakpoint
CREATE INDEX "listings_active_rank" ON "listings" USING btree ("rank_score" DESC NULLS LAST,"id") WHERE market_status in (1, 2);--> statement-breakpoint
CREATE INDEX "listings_state_status" ON "listings" USING btree ("state_id","market_status");