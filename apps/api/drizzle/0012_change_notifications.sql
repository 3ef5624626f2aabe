-- Written by hand (drizzle-kit does not generate triggers): every change to a table that an answer kept
-- in memory shows is told to every API instance by the database itself, whoever makes it (a route, the
-- payment-expiry sweep, the demo seed, a script, psql). `pg_notify` on the channel the instances LISTEN
-- on (lib/change-feed.ts), delivered when the transaction commits and never if it rolls back; identical
-- notifications of one transaction are delivered once. The payload is `<table> <operation>`, with a user's
-- id after it for the two tables whose rows decide what a token resolves to; lib/changes.ts says
-- which kept answers each table moves. Tables no kept answer shows (audit_log, cart_merges,
-- password_reset_tokens, uploads) have no trigger.
CREATE FUNCTION "notify_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  what text := TG_TABLE_NAME || ' ' || lower(TG_OP);
BEGIN
  IF TG_LEVEL = 'ROW' THEN
    -- TG_ARGV[0] names the column holding the user's id; a row moved to another user tells of both.
    IF TG_OP <> 'INSERT' THEN
      PERFORM pg_notify('bhoj_catalog', what || ' ' || (to_jsonb(OLD) ->> TG_ARGV[0]));
    END IF;
    IF TG_OP <> 'DELETE' THEN
      PERFORM pg_notify('bhoj_catalog', what || ' ' || (to_jsonb(NEW) ->> TG_ARGV[0]));
    END IF;
  ELSIF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('bhoj_catalog', what);
  -- A statement that changed no row (a sweep that found nothing due) tells nothing.
  ELSIF EXISTS (SELECT 1 FROM changed_rows) THEN
    PERFORM pg_notify('bhoj_catalog', what);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Once per statement, with the changed rows as a transition table: one trigger per operation, as a
-- trigger with a transition table answers one operation only.
DO $$
DECLARE
  tbl text;
  operation text;
BEGIN
  FOREACH tbl IN ARRAY ARRAY['categories', 'tags', 'foods', 'comments', 'restaurants', 'search_words',
      'carts', 'cart_lines', 'orders', 'order_lines', 'tickets', 'payments', 'addresses'] LOOP
    FOREACH operation IN ARRAY ARRAY['INSERT', 'UPDATE', 'DELETE'] LOOP
      EXECUTE format(
        'CREATE TRIGGER %I AFTER %s ON %I REFERENCING %s TABLE AS changed_rows '
          'FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"()',
        tbl || '_notify_' || lower(operation), operation, tbl,
        CASE operation WHEN 'DELETE' THEN 'OLD' ELSE 'NEW' END);
    END LOOP;
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"()',
      tbl || '_notify_truncate', tbl);
  END LOOP;
END $$;--> statement-breakpoint
-- Accounts: a new one is in no kept answer yet (no row refers to it); one changed or deleted tells its id.
CREATE TRIGGER "users_notify_truncate" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"();--> statement-breakpoint
CREATE TRIGGER "users_notify_row" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "notify_change"('id');--> statement-breakpoint
-- Tokens: a new one changes nothing kept, nor does the hourly sliding of its expiry (lib/auth.ts); one
-- revoked, shortened, moved or deleted tells its user's id.
CREATE TRIGGER "auth_tokens_notify_row" AFTER UPDATE ON "auth_tokens" FOR EACH ROW
  WHEN (OLD."revoked_at" IS DISTINCT FROM NEW."revoked_at" OR NEW."expires_at" < OLD."expires_at"
    OR OLD."user_id" <> NEW."user_id" OR OLD."token_hash" <> NEW."token_hash")
  EXECUTE FUNCTION "notify_change"('user_id');--> statement-breakpoint
CREATE TRIGGER "auth_tokens_notify_delete" AFTER DELETE ON "auth_tokens"
  FOR EACH ROW EXECUTE FUNCTION "notify_change"('user_id');--> statement-breakpoint
CREATE TRIGGER "auth_tokens_notify_truncate" AFTER TRUNCATE ON "auth_tokens"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"();
