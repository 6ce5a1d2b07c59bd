CREATE INDEX "cities_slug_prefix" ON "cities" USING btree ("slug" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "counties_slug_prefix" ON "counties" USING btree ("slug" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "zips_city" ON "zips" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "accounts_contact_name_prefix" ON "accounts" USING btree (lower("contact_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "accounts_company_name_prefix" ON "accounts" USING btree (lower("company_name") text_pattern_ops);