CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- Written by hand (drizzle-kit does not generate triggers): the words of every name a food is given,
-- whatever path writes it (the owner's and admin's calls, a bulk load, filling search names). Only the
-- name's own words (before the tab of `searchNameOf`'s separator) from 3 characters: shorter words
-- have too few trigrams to be compared. Statement-level, so a bulk insert adds its words at once.
CREATE FUNCTION "search_words_from_foods"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word")
  SELECT DISTINCT w FROM new_rows,
    regexp_split_to_table(split_part(new_rows."search_name", E'\t', 1), ' ') AS w
  WHERE char_length(w) BETWEEN 3 AND 60
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "foods_search_words_insert" AFTER INSERT ON "foods" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "search_words_from_foods"();--> statement-breakpoint
CREATE TRIGGER "foods_search_words_update" AFTER UPDATE ON "foods" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "search_words_from_foods"();--> statement-breakpoint
-- The names written before this migration.
INSERT INTO "search_words" ("word")
SELECT DISTINCT w FROM "foods", regexp_split_to_table(split_part("foods"."search_name", E'\t', 1), ' ') AS w
WHERE char_length(w) BETWEEN 3 AND 60
ON CONFLICT DO NOTHING;
