-- The ranked search reads foods.search_name (the name and its words in the other script), made in the
-- API's code. Rows already here get '' and are filled when the API starts (db/fill-search-names.ts).
DROP INDEX "foods_name_prefix_idx";--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "search_name" text NOT NULL DEFAULT '';--> statement-breakpoint
ALTER TABLE "foods" ALTER COLUMN "search_name" DROP DEFAULT;--> statement-breakpoint
CREATE INDEX "foods_search_name_prefix_idx" ON "foods" USING btree ("search_name" collate "C","id","restaurant_id") WHERE "foods"."is_available";--> statement-breakpoint
CREATE INDEX "foods_search_name_trgm_idx" ON "foods" USING gin ("search_name" gin_trgm_ops);
