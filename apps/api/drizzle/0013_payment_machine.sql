CREATE TYPE "public"."refund_state" AS ENUM('due', 'sending', 'sent', 'refunded', 'failed', 'void');--> statement-breakpoint
-- A new type rather than ADD VALUE: values added to a type cannot be used in the transaction that adds
-- them, and the migrations run in one transaction (the data fixes below use 'late').
ALTER TYPE "public"."payment_state" RENAME TO "payment_state_before_0012";--> statement-breakpoint
CREATE TYPE "public"."payment_state" AS ENUM('initiated', 'paid', 'failed', 'cancelled', 'expired', 'late');--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "state" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "state" SET DATA TYPE "public"."payment_state" USING "state"::text::"public"."payment_state";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "state" SET DEFAULT 'initiated';--> statement-breakpoint
DROP TYPE "public"."payment_state_before_0012";--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"ticket_id" integer,
	"amount" numeric(12, 2) NOT NULL,
	"reason" text NOT NULL,
	"state" "refund_state" DEFAULT 'due' NOT NULL,
	"created_by" integer,
	"transaction_id" varchar(30) NOT NULL,
	"gateway_ref" text,
	"note" text DEFAULT '' NOT NULL,
	"refunded_by" integer,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_refunded_by_users_id_fk" FOREIGN KEY ("refunded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_transaction_id_key" ON "refunds" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "refunds_order_id_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_state_created_at_idx" ON "refunds" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "refunds_created_by_idx" ON "refunds" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "refunds_refunded_by_idx" ON "refunds" USING btree ("refunded_by");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_late_payment_key" ON "refunds" USING btree ("payment_id") WHERE "refunds"."ticket_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_ticket_id_key" ON "refunds" USING btree ("ticket_id") WHERE "refunds"."state" <> 'void';--> statement-breakpoint
-- Money taken before this migration that the order does not keep. A payment paid after its order
-- became cash on delivery, or a second paid payment of one order, is late and refunded in full.
UPDATE "payments" p SET "state" = 'late', "updated_at" = now()
WHERE p."state" = 'paid' AND (
  EXISTS (SELECT 1 FROM "orders" o WHERE o."id" = p."order_id" AND o."payment_method" = 'cash_on_delivery')
  OR EXISTS (
    SELECT 1 FROM "payments" e
    WHERE e."order_id" = p."order_id" AND e."state" = 'paid' AND e."id" < p."id"
  )
);--> statement-breakpoint
UPDATE "orders" o SET "paid_at" = NULL
WHERE o."payment_method" = 'cash_on_delivery' AND o."paid_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO "refunds" ("order_id", "payment_id", "amount", "reason", "transaction_id")
SELECT p."order_id", p."id", p."amount", 'paid after the order stopped taking payment',
  'R' || p."order_id" || '-' || substr(md5(random()::text || p."id"::text), 1, 18)
FROM "payments" p WHERE p."state" = 'late';--> statement-breakpoint
-- A paid order's canceled tickets are owed back.
INSERT INTO "refunds" ("order_id", "payment_id", "ticket_id", "amount", "reason", "transaction_id")
SELECT owed."order_id", owed."payment_id", owed."ticket_id", owed."amount", owed."reason",
  'R' || owed."order_id" || '-' || substr(md5(random()::text || owed."ticket_id"::text), 1, 18)
FROM (
  SELECT t."order_id", p."id" AS "payment_id", t."id" AS "ticket_id", t."cancel_reason" AS "reason",
    t."delivery_fee" + coalesce((SELECT sum(l."item_price" * l."quantity") FROM "order_lines" l
      WHERE l."ticket_id" = t."id"), 0) AS "amount"
  FROM "tickets" t JOIN "payments" p ON p."order_id" = t."order_id" AND p."state" = 'paid'
  WHERE t."stage" = 'canceled'
) owed WHERE owed."amount" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_id_paid_key" ON "payments" USING btree ("order_id") WHERE "payments"."state" = 'paid';--> statement-breakpoint
-- Refunds show on the order cards kept per user: the database tells of their changes like every such
-- table's (0012_change_notifications.sql).
CREATE TRIGGER "refunds_notify_insert" AFTER INSERT ON "refunds" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"();--> statement-breakpoint
CREATE TRIGGER "refunds_notify_update" AFTER UPDATE ON "refunds" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"();--> statement-breakpoint
CREATE TRIGGER "refunds_notify_delete" AFTER DELETE ON "refunds" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"();--> statement-breakpoint
CREATE TRIGGER "refunds_notify_truncate" AFTER TRUNCATE ON "refunds"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"();