-- The scheduled work's record (docs/decisions/0015): one state row per job, written cheaply on
-- every run that matters, and a history row for runs that did work, failed or were started by hand.
CREATE TABLE "scheduled_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"last_run_at" timestamp with time zone NOT NULL,
	"last_duration_ms" integer NOT NULL,
	"last_ok" boolean NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"last_failed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "scheduled_job_runs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scheduled_job_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"job" text NOT NULL,
	"trigger" text NOT NULL,
	"actor_id" text,
	"started_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"ok" boolean NOT NULL,
	"error" text,
	"summary" jsonb,
	CONSTRAINT "scheduled_job_runs_trigger_check" CHECK ("scheduled_job_runs"."trigger" in ('schedule', 'manual'))
);
--> statement-breakpoint
ALTER TABLE "scheduled_job_runs" ADD CONSTRAINT "scheduled_job_runs_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scheduled_job_runs_job_idx" ON "scheduled_job_runs" USING btree ("job","started_at");--> statement-breakpoint
CREATE INDEX "scheduled_job_runs_started_idx" ON "scheduled_job_runs" USING btree ("started_at");--> statement-breakpoint

-- CLEAR_ENDED: an archived lot leaves the public list and search but stays readable by its link.
ALTER TABLE "auctions" ADD COLUMN "archived_at" timestamp with time zone;
--> statement-breakpoint

-- auction_search and auction_category_counts (0007–0010) hold only lots that are not archived:
-- archiving takes a lot's row and count out, un-archiving puts them back, in the same transaction.
-- New auctions are never archived; the insert and delete triggers skip archived rows all the same.
CREATE OR REPLACE FUNCTION klubban_auctions_inserted() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO auction_search (auction_id, status, category, ends_at, published_at, price, bid_count, search_text, title_words, body_vector)
    SELECT a.id, a.status, a.category, a.ends_at, a.published_at, coalesce(a.current_price, a.start_price), a.bid_count,
      i.search_text, w.title_words, klubban_body_vector(i.description, w.title_words)
    FROM inserted a JOIN items i ON i.id = a.item_id, LATERAL (SELECT klubban_title_words(i.search_text) AS title_words) w
    WHERE a.archived_at IS NULL;
  -- Counter rows are locked in key order, the same in every transaction.
  INSERT INTO auction_category_counts AS c (status, category, n)
    SELECT status, category, count(*) FROM inserted WHERE archived_at IS NULL GROUP BY status, category ORDER BY status, category
  ON CONFLICT (status, category) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION klubban_auctions_deleted() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO auction_category_counts AS c (status, category, n)
    SELECT status, category, -count(*) FROM deleted WHERE archived_at IS NULL GROUP BY status, category ORDER BY status, category
  ON CONFLICT (status, category) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION klubban_auction_updated() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.item_id IS DISTINCT FROM OLD.item_id THEN
    UPDATE auction_search s
      SET search_text = i.search_text, title_words = w.title_words, body_vector = klubban_body_vector(i.description, w.title_words)
      FROM items i, LATERAL (SELECT klubban_title_words(i.search_text) AS title_words) w
      WHERE i.id = NEW.item_id AND s.auction_id = NEW.id;
  END IF;
  UPDATE auction_search
    SET status = NEW.status, category = NEW.category, ends_at = NEW.ends_at, published_at = NEW.published_at,
      price = coalesce(NEW.current_price, NEW.start_price), bid_count = NEW.bid_count
    WHERE auction_id = NEW.id;
  -- An archived lot is counted nowhere; a change of archived_at itself is klubban_auction_archived's.
  IF (NEW.status IS DISTINCT FROM OLD.status OR NEW.category IS DISTINCT FROM OLD.category)
     AND OLD.archived_at IS NULL AND NEW.archived_at IS NULL THEN
    INSERT INTO auction_category_counts AS c (status, category, n)
      SELECT v.status, v.category, sum(v.n)
      FROM (VALUES (OLD.status, OLD.category, -1), (NEW.status, NEW.category, 1)) AS v(status, category, n)
      GROUP BY v.status, v.category ORDER BY v.status, v.category
    ON CONFLICT (status, category) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION klubban_auction_archived() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.archived_at IS NOT NULL THEN
    DELETE FROM auction_search WHERE auction_id = NEW.id;
    INSERT INTO auction_category_counts AS c (status, category, n) VALUES (OLD.status, OLD.category, -1)
      ON CONFLICT (status, category) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO auction_search (auction_id, status, category, ends_at, published_at, price, bid_count, search_text, title_words, body_vector)
      SELECT NEW.id, NEW.status, NEW.category, NEW.ends_at, NEW.published_at, coalesce(NEW.current_price, NEW.start_price), NEW.bid_count,
        i.search_text, w.title_words, klubban_body_vector(i.description, w.title_words)
      FROM items i, LATERAL (SELECT klubban_title_words(i.search_text) AS title_words) w
      WHERE i.id = NEW.item_id
    ON CONFLICT (auction_id) DO NOTHING;
    INSERT INTO auction_category_counts AS c (status, category, n) VALUES (NEW.status, NEW.category, 1)
      ON CONFLICT (status, category) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Fires only when archived_at goes from null to a time or back (not from one time to another).
CREATE TRIGGER auctions_search_archive AFTER UPDATE OF archived_at ON auctions
  FOR EACH ROW WHEN ((OLD.archived_at IS NULL) <> (NEW.archived_at IS NULL))
  EXECUTE FUNCTION klubban_auction_archived();
--> statement-breakpoint

-- CLEAR_ENDED's scan: ended lots not yet archived, oldest end first (a partial index stays small).
CREATE INDEX "auctions_unarchived_ended_idx" ON "auctions" USING btree ("ends_at") WHERE status = 'ended' AND archived_at IS NULL;
