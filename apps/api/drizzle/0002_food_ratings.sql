ALTER TABLE "foods" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "rating_average" double precision GENERATED ALWAYS AS (case when "foods"."rating_count" = 0 then 0 else "foods"."rating_sum"::float8 / "foods"."rating_count" end) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "foods_tag_id_rating_idx" ON "foods" USING btree ("tag_id","rating_average" DESC NULLS FIRST,"rating_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "foods"."is_available";--> statement-breakpoint
-- Written by hand (drizzle-kit does not generate triggers): foods.rating_count and rating_sum follow
-- every insert, change and delete of comments, in the same statement, whatever path makes it (the
-- feedback calls, a cascade from a deleted food, user or restaurant, a bulk load). Statement-level
-- triggers with transition tables apply one aggregated update per food, however many rows changed.
CREATE FUNCTION "foods_follow_comment_ratings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "foods" f SET "rating_count" = f."rating_count" + d.n, "rating_sum" = f."rating_sum" + d.s
    FROM (SELECT "food_id", count(*)::int AS n, sum("rating")::int AS s FROM new_rows GROUP BY "food_id") d
    WHERE f."id" = d."food_id";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "foods" f SET "rating_count" = f."rating_count" - d.n, "rating_sum" = f."rating_sum" - d.s
    FROM (SELECT "food_id", count(*)::int AS n, sum("rating")::int AS s FROM old_rows GROUP BY "food_id") d
    WHERE f."id" = d."food_id";
  ELSE
    UPDATE "foods" f SET "rating_count" = f."rating_count" + d.n, "rating_sum" = f."rating_sum" + d.s
    FROM (
      SELECT "food_id", sum(n)::int AS n, sum(s)::int AS s FROM (
        SELECT "food_id", 1 AS n, "rating" AS s FROM new_rows
        UNION ALL
        SELECT "food_id", -1, -"rating" FROM old_rows
      ) c GROUP BY "food_id" HAVING sum(n) <> 0 OR sum(s) <> 0
    ) d
    WHERE f."id" = d."food_id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "comments_ratings_insert" AFTER INSERT ON "comments" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "foods_follow_comment_ratings"();--> statement-breakpoint
CREATE TRIGGER "comments_ratings_update" AFTER UPDATE ON "comments"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "foods_follow_comment_ratings"();--> statement-breakpoint
CREATE TRIGGER "comments_ratings_delete" AFTER DELETE ON "comments" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "foods_follow_comment_ratings"();--> statement-breakpoint
-- The comments written before this migration.
UPDATE "foods" f SET "rating_count" = d.n, "rating_sum" = d.s
FROM (SELECT "food_id", count(*)::int AS n, sum("rating")::int AS s FROM "comments" GROUP BY "food_id") d
WHERE f."id" = d."food_id";
