ALTER TABLE "comments" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "replied_at" timestamp with time zone;