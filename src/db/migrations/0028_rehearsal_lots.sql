-- A rehearsal lot ("Provauktion", docs/decisions/0033) carries the secret of its link; a real lot has none.
ALTER TABLE "auctions" ADD COLUMN "rehearsal_key" text;
--> statement-breakpoint

-- auction_search and auction_category_counts (0007–0010, 0018) hold only public lots: not archived
-- and not a rehearsal. rehearsal_key is set when a lot is written and never changes, so a rehearsal
-- lot never enters the search table or the counts, and nothing that reads them (the list, search,
-- facets, saved-search alerts, the home page's lots) can show it. The functions are those of 0018
-- with that one condition added.
CREATE OR REPLACE FUNCTION klubban_auctions_inserted() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO auction_search (auction_id, status, category, ends_at, published_at, price, bid_count, search_text, title_words, body_vector)
    SELECT a.id, a.status, a.category, a.ends_at, a.published_at, coalesce(a.current_price, a.start_price), a.bid_count,
      i.search_text, w.title_words, klubban_body_vector(i.description, w.title_words)
    FROM inserted a JOIN items i ON i.id = a.item_id, LATERAL (SELECT klubban_title_words(i.search_text) AS title_words) w
    WHERE a.archived_at IS NULL AND a.rehearsal_key IS NULL;
  -- Counter rows are locked in key order, the same in every transaction.
  INSERT INTO auction_category_counts AS c (status, category, n)
    SELECT status, category, count(*) FROM inserted WHERE archived_at IS NULL AND rehearsal_key IS NULL
    GROUP BY status, category ORDER BY status, category
  ON CONFLICT (status, category) DO UPDATE SET n = c.n + excluded.n;
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
CREATE OR REPLACE FUNCTION klubban_auction_archived() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  -- A rehearsal is never in the search table or the counts, archived or not.
  IF NEW.rehearsal_key IS NOT NULL THEN
    RETURN NULL;
  END IF;
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
