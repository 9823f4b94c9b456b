CREATE TABLE "auction_sold_counts" (
	"category" "category" PRIMARY KEY NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auction_search" ADD COLUMN "outcome" "auction_outcome";--> statement-breakpoint
ALTER TABLE "auction_search" ADD COLUMN "archived" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "auction_search" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "archive_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "auction_search_sold_words_idx" ON "auction_search" USING gin ("title_words") WITH (fastupdate=false) WHERE status = 'ended' AND outcome = 'sold' AND NOT hidden;--> statement-breakpoint
CREATE INDEX "auction_search_sold_body_idx" ON "auction_search" USING gin ("body_vector") WITH (fastupdate=false) WHERE status = 'ended' AND outcome = 'sold' AND NOT hidden;--> statement-breakpoint
CREATE INDEX "auction_search_sold_ends_idx" ON "auction_search" USING btree ("ends_at" DESC NULLS FIRST,"auction_id" DESC NULLS FIRST) WHERE status = 'ended' AND outcome = 'sold' AND NOT hidden;--> statement-breakpoint
CREATE INDEX "auction_search_sold_price_idx" ON "auction_search" USING btree ("price","ends_at","auction_id") WHERE status = 'ended' AND outcome = 'sold' AND NOT hidden;--> statement-breakpoint
CREATE INDEX "auction_search_sold_category_idx" ON "auction_search" USING btree ("category") WHERE status = 'ended' AND outcome = 'sold' AND NOT hidden;
--> statement-breakpoint
-- The archive of what sold (docs/decisions/0047). auction_search keeps a row for every public lot
-- (not a rehearsal, 0028), archived by CLEAR_ENDED or not: `archived` says CLEAR_ENDED took it out of
-- the live list, and every search but the archive leaves such a row out. `outcome` and `hidden`
-- (auctions.archive_hidden, HIDE_FROM_ARCHIVE) are copied for the archive's partial indexes.
-- auction_category_counts is unchanged: archived lots are counted nowhere, as before.
CREATE OR REPLACE FUNCTION klubban_auctions_inserted() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO auction_search (auction_id, status, category, ends_at, published_at, price, bid_count, search_text, title_words, body_vector,
      outcome, archived, hidden)
    SELECT a.id, a.status, a.category, a.ends_at, a.published_at, coalesce(a.current_price, a.start_price), a.bid_count,
      i.search_text, w.title_words, klubban_body_vector(i.description, w.title_words),
      a.outcome, a.archived_at IS NOT NULL, a.archive_hidden
    FROM inserted a JOIN items i ON i.id = a.item_id, LATERAL (SELECT klubban_title_words(i.search_text) AS title_words) w
    WHERE a.rehearsal_key IS NULL;
  -- Counter rows are locked in key order, the same in every transaction.
  INSERT INTO auction_category_counts AS c (status, category, n)
    SELECT status, category, count(*) FROM inserted WHERE archived_at IS NULL AND rehearsal_key IS NULL
    GROUP BY status, category ORDER BY status, category
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
      price = coalesce(NEW.current_price, NEW.start_price), bid_count = NEW.bid_count,
      outcome = NEW.outcome, hidden = NEW.archive_hidden
    WHERE auction_id = NEW.id;
  -- An archived lot and a rehearsal are counted nowhere; a change of archived_at itself is klubban_auction_archived's.
  IF (NEW.status IS DISTINCT FROM OLD.status OR NEW.category IS DISTINCT FROM OLD.category)
     AND OLD.archived_at IS NULL AND NEW.archived_at IS NULL AND NEW.rehearsal_key IS NULL THEN
    INSERT INTO auction_category_counts AS c (status, category, n)
      SELECT v.status, v.category, sum(v.n)
      FROM (VALUES (OLD.status, OLD.category, -1), (NEW.status, NEW.category, 1)) AS v(status, category, n)
      GROUP BY v.status, v.category ORDER BY v.status, v.category
    ON CONFLICT (status, category) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER auctions_search_update ON auctions;
--> statement-breakpoint
CREATE TRIGGER auctions_search_update
  AFTER UPDATE OF item_id, status, category, ends_at, published_at, current_price, start_price, bid_count, outcome, archive_hidden ON auctions
  FOR EACH ROW WHEN (
    OLD.item_id IS DISTINCT FROM NEW.item_id OR OLD.status IS DISTINCT FROM NEW.status
    OR OLD.category IS DISTINCT FROM NEW.category OR OLD.ends_at IS DISTINCT FROM NEW.ends_at
    OR OLD.published_at IS DISTINCT FROM NEW.published_at OR OLD.current_price IS DISTINCT FROM NEW.current_price
    OR OLD.start_price IS DISTINCT FROM NEW.start_price OR OLD.bid_count IS DISTINCT FROM NEW.bid_count
    OR OLD.outcome IS DISTINCT FROM NEW.outcome OR OLD.archive_hidden IS DISTINCT FROM NEW.archive_hidden
  ) EXECUTE FUNCTION klubban_auction_updated();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION klubban_auction_archived() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  -- A rehearsal is never in the search table or the counts, archived or not.
  IF NEW.rehearsal_key IS NOT NULL THEN
    RETURN NULL;
  END IF;
  -- The search row stays (the archive of what sold reads it); only the live list's counts change.
  UPDATE auction_search SET archived = NEW.archived_at IS NOT NULL WHERE auction_id = NEW.id;
  IF NEW.archived_at IS NOT NULL THEN
    INSERT INTO auction_category_counts AS c (status, category, n) VALUES (OLD.status, OLD.category, -1)
      ON CONFLICT (status, category) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO auction_category_counts AS c (status, category, n) VALUES (NEW.status, NEW.category, 1)
      ON CONFLICT (status, category) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The rows of lots archived before this migration, and the outcome of every row.
UPDATE auction_search s SET outcome = a.outcome, hidden = a.archive_hidden FROM auctions a
  WHERE a.id = s.auction_id AND a.outcome IS NOT NULL;
--> statement-breakpoint
INSERT INTO auction_search (auction_id, status, category, ends_at, published_at, price, bid_count, search_text, title_words, body_vector,
    outcome, archived, hidden)
  SELECT a.id, a.status, a.category, a.ends_at, a.published_at, coalesce(a.current_price, a.start_price), a.bid_count,
    i.search_text, w.title_words, klubban_body_vector(i.description, w.title_words),
    a.outcome, true, a.archive_hidden
  FROM auctions a JOIN items i ON i.id = a.item_id, LATERAL (SELECT klubban_title_words(i.search_text) AS title_words) w
  WHERE a.archived_at IS NOT NULL AND a.rehearsal_key IS NULL
  ORDER BY a.id
ON CONFLICT (auction_id) DO NOTHING;
--> statement-breakpoint
-- The archive of what sold's facets without a search (docs/decisions/0047): per category, the lots
-- that are ended, sold, not hidden and not a rehearsal, archived or not. Kept by the triggers of
-- 0008/0018/0028 and redefined above, redefined again here with the sold counts added; counter rows locked in key order.
CREATE OR REPLACE FUNCTION klubban_auctions_inserted() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO auction_search (auction_id, status, category, ends_at, published_at, price, bid_count, search_text, title_words, body_vector,
      outcome, archived, hidden)
    SELECT a.id, a.status, a.category, a.ends_at, a.published_at, coalesce(a.current_price, a.start_price), a.bid_count,
      i.search_text, w.title_words, klubban_body_vector(i.description, w.title_words),
      a.outcome, a.archived_at IS NOT NULL, a.archive_hidden
    FROM inserted a JOIN items i ON i.id = a.item_id, LATERAL (SELECT klubban_title_words(i.search_text) AS title_words) w
    WHERE a.rehearsal_key IS NULL;
  INSERT INTO auction_category_counts AS c (status, category, n)
    SELECT status, category, count(*) FROM inserted WHERE archived_at IS NULL AND rehearsal_key IS NULL
    GROUP BY status, category ORDER BY status, category
  ON CONFLICT (status, category) DO UPDATE SET n = c.n + excluded.n;
  INSERT INTO auction_sold_counts AS c (category, n)
    SELECT category, count(*) FROM inserted
    WHERE status = 'ended' AND outcome = 'sold' AND NOT archive_hidden AND rehearsal_key IS NULL
    GROUP BY category ORDER BY category
  ON CONFLICT (category) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION klubban_auctions_deleted() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO auction_category_counts AS c (status, category, n)
    SELECT status, category, -count(*) FROM deleted WHERE archived_at IS NULL AND rehearsal_key IS NULL
    GROUP BY status, category ORDER BY status, category
  ON CONFLICT (status, category) DO UPDATE SET n = c.n + excluded.n;
  INSERT INTO auction_sold_counts AS c (category, n)
    SELECT category, -count(*) FROM deleted
    WHERE status = 'ended' AND outcome = 'sold' AND NOT archive_hidden AND rehearsal_key IS NULL
    GROUP BY category ORDER BY category
  ON CONFLICT (category) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION klubban_auctions_truncated() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM auction_category_counts;
  DELETE FROM auction_sold_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION klubban_auction_updated() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  was_sold boolean := OLD.status = 'ended' AND OLD.outcome IS NOT DISTINCT FROM 'sold' AND NOT OLD.archive_hidden AND OLD.rehearsal_key IS NULL;
  is_sold boolean := NEW.status = 'ended' AND NEW.outcome IS NOT DISTINCT FROM 'sold' AND NOT NEW.archive_hidden AND NEW.rehearsal_key IS NULL;
BEGIN
  IF NEW.item_id IS DISTINCT FROM OLD.item_id THEN
    UPDATE auction_search s
      SET search_text = i.search_text, title_words = w.title_words, body_vector = klubban_body_vector(i.description, w.title_words)
      FROM items i, LATERAL (SELECT klubban_title_words(i.search_text) AS title_words) w
      WHERE i.id = NEW.item_id AND s.auction_id = NEW.id;
  END IF;
  UPDATE auction_search
    SET status = NEW.status, category = NEW.category, ends_at = NEW.ends_at, published_at = NEW.published_at,
      price = coalesce(NEW.current_price, NEW.start_price), bid_count = NEW.bid_count,
      outcome = NEW.outcome, hidden = NEW.archive_hidden
    WHERE auction_id = NEW.id;
  -- An archived lot and a rehearsal are counted nowhere; a change of archived_at itself is klubban_auction_archived's.
  IF (NEW.status IS DISTINCT FROM OLD.status OR NEW.category IS DISTINCT FROM OLD.category)
     AND OLD.archived_at IS NULL AND NEW.archived_at IS NULL AND NEW.rehearsal_key IS NULL THEN
    INSERT INTO auction_category_counts AS c (status, category, n)
      SELECT v.status, v.category, sum(v.n)
      FROM (VALUES (OLD.status, OLD.category, -1), (NEW.status, NEW.category, 1)) AS v(status, category, n)
      GROUP BY v.status, v.category ORDER BY v.status, v.category
    ON CONFLICT (status, category) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  IF was_sold <> is_sold OR (is_sold AND NEW.category IS DISTINCT FROM OLD.category) THEN
    INSERT INTO auction_sold_counts AS c (category, n)
      SELECT v.category, sum(v.n)
      FROM (VALUES (OLD.category, CASE WHEN was_sold THEN -1 ELSE 0 END), (NEW.category, CASE WHEN is_sold THEN 1 ELSE 0 END)) AS v(category, n)
      GROUP BY v.category ORDER BY v.category
    ON CONFLICT (category) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO auction_sold_counts (category, n)
  SELECT category, count(*) FROM auctions
  WHERE status = 'ended' AND outcome = 'sold' AND NOT archive_hidden AND rehearsal_key IS NULL
  GROUP BY category ORDER BY category;
