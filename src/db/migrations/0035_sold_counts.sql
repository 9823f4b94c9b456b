CREATE TABLE "auction_sold_counts" (
	"category" "category" PRIMARY KEY NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint

-- The archive of what sold's facets without a search (docs/decisions/0046): per category, the lots
-- that are ended, sold, not hidden and not a rehearsal, archived or not. Kept by the triggers of
-- 0008/0018/0028/0034, redefined here with the sold counts added; counter rows locked in key order.
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
