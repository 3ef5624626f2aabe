CREATE TYPE "public"."ticket_stage" AS ENUM('new', 'accepted', 'preparing', 'out_for_delivery', 'delivered', 'canceled');--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"restaurant_id" integer,
	"stage" "ticket_stage" DEFAULT 'new' NOT NULL,
	"delivery_fee" numeric(12, 2) DEFAULT 0 NOT NULL,
	"prep_minutes" integer,
	"accepted_at" timestamp with time zone,
	"cancel_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "ticket_id" integer;--> statement-breakpoint
-- Existing orders: one ticket per order and restaurant, numbered in the order their lines were written; a
-- ticket whose lines are all Completed is delivered, all Canceled canceled, anything else new.
INSERT INTO "tickets" ("order_id", "seq", "restaurant_id", "stage", "delivery_fee", "created_at", "updated_at")
SELECT g.order_id,
	row_number() OVER (PARTITION BY g.order_id ORDER BY g.first_line),
	g.restaurant_id,
	CASE WHEN g.all_completed THEN 'delivered'::ticket_stage WHEN g.all_canceled THEN 'canceled'::ticket_stage ELSE 'new'::ticket_stage END,
	coalesce(r.delivery_fee, 0),
	g.created_at,
	g.created_at
FROM (
	SELECT order_id, restaurant_id, min(id) AS first_line, min(created_at) AS created_at,
		bool_and(status = 'Completed') AS all_completed, bool_and(status = 'Canceled') AS all_canceled
	FROM "order_lines" GROUP BY order_id, restaurant_id
) g
LEFT JOIN "restaurants" r ON r.id = g.restaurant_id;--> statement-breakpoint
UPDATE "order_lines" l SET "ticket_id" = t.id FROM "tickets" t
WHERE t.order_id = l.order_id AND t.restaurant_id IS NOT DISTINCT FROM l.restaurant_id;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "ticket_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_order_id_seq_key" ON "tickets" USING btree ("order_id","seq");--> statement-breakpoint
CREATE INDEX "tickets_restaurant_id_stage_created_at_idx" ON "tickets" USING btree ("restaurant_id","stage","created_at");--> statement-breakpoint
CREATE INDEX "tickets_stage_created_at_idx" ON "tickets" USING btree ("stage","created_at");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_ticket_id_idx" ON "order_lines" USING btree ("ticket_id");--> statement-breakpoint
-- Every line belongs to the ticket of its order and restaurant: an insert without ticket_id joins that
-- ticket, opening it (numbered next in the order, at the restaurant's delivery fee) when it is the first.
CREATE FUNCTION "order_lines_ticket"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW.ticket_id IS NULL THEN
		SELECT id INTO NEW.ticket_id FROM tickets
		WHERE order_id = NEW.order_id AND restaurant_id IS NOT DISTINCT FROM NEW.restaurant_id;
		IF NEW.ticket_id IS NULL THEN
			INSERT INTO tickets (order_id, seq, restaurant_id, stage, delivery_fee, created_at, updated_at)
			VALUES (
				NEW.order_id,
				(SELECT coalesce(max(seq), 0) + 1 FROM tickets WHERE order_id = NEW.order_id),
				NEW.restaurant_id,
				CASE NEW.status WHEN 'Completed' THEN 'delivered'::ticket_stage
					WHEN 'Canceled' THEN 'canceled'::ticket_stage ELSE 'new'::ticket_stage END,
				coalesce((SELECT delivery_fee FROM restaurants WHERE id = NEW.restaurant_id), 0),
				NEW.created_at,
				NEW.created_at
			)
			RETURNING id INTO NEW.ticket_id;
		END IF;
	END IF;
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "order_lines_ticket" BEFORE INSERT ON "order_lines" FOR EACH ROW EXECUTE FUNCTION "order_lines_ticket"();
