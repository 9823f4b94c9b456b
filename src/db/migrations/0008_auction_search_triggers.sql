-- auction_search and auction_category_counts (0007) are copies kept by these triggers in the same
-- transaction as the change they copy: search reads one narrow table and is never stale.

-- The words (3+ letters) of a folded text as lexemes, split exactly as search_words is (0006): an
-- item contains a pattern of 3+ letters exactly when one of its words does, and every such word
-- is in search_words, so "title_words @@ ('w1' | 'w2' …)" over the search_words containing the
-- pattern equals "search_text LIKE '%pattern%'", answered by a GIN index without recheck.
CREATE OR REPLACE FUNCTION klubban_title_words(value text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT array_to_tsvector(coalesce(array_agg(w), '{}')) FROM regexp_split_to_table(value, '[^[:alnum:]]+') AS w WHERE length(w) >= 3 $$;
--> statement-breakpoint

-- New auctions: one statement, however many rows (the loaders insert 100 000 at once).
CREATE OR REPLACE FUNCTION klubban_auctions_inserted() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO auction_search (auction_id, status, category, ends_at, published_at, price, bid_count, search_text, search_vector, title_words)
    SELECT a.id, a.status, a.category, a.ends_at, a.published_at, coalesce(a.current_price, a.start_price), a.bid_count,
      i.search_text, strip(i.search_vector), klubban_title_words(i.search_text)
    FROM inserted a JOIN items i ON i.id = a.item_id;
  -- Counter rows are locked in key order, the same in every transaction.
  INSERT INTO auction_category_counts AS c (status, category, n)
    SELECT status, category, count(*) FROM inserted GROUP BY status, category ORDER BY status, category
  ON CONFLICT (status, category) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER auctions_search_insert AFTER INSERT ON auctions
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION klubban_auctions_inserted();
--> statement-breakpoint

-- Deleted auctions: auction_search rows go by the foreign key's cascade; the counts here.
CREATE OR REPLACE FUNCTION klubban_auctions_deleted() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO auction_category_counts AS c (status, category, n)
    SELECT status, category, -count(*) FROM deleted GROUP BY status, category ORDER BY status, category
  ON CONFLICT (status, category) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER auctions_search_delete AFTER DELETE ON auctions
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION klubban_auctions_deleted();
--> statement-breakpoint

-- TRUNCATE auctions (… CASCADE) empties auction_search through the foreign key; the counts here.
CREATE OR REPLACE FUNCTION klubban_auctions_truncated() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM auction_category_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER auctions_search_truncate AFTER TRUNCATE ON auctions
  FOR EACH STATEMENT EXECUTE FUNCTION klubban_auctions_truncated();
--> statement-breakpoint

-- A changed auction (a bid, a soft-close extension, a status change). Row by row, and only when a
-- copied column really changed: the WHEN clause is checked without calling the function.
CREATE OR REPLACE FUNCTION klubban_auction_updated() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.item_id IS DISTINCT FROM OLD.item_id THEN
    UPDATE auction_search s
      SET search_text = i.search_text, search_vector = strip(i.search_vector), title_words = klubban_title_words(i.search_text)
      FROM items i WHERE i.id = NEW.item_id AND s.auction_id = NEW.id;
  END IF;
  UPDATE auction_search
    SET status = NEW.status, category = NEW.category, ends_at = NEW.ends_at, published_at = NEW.published_at,
      price = coalesce(NEW.current_price, NEW.start_price), bid_count = NEW.bid_count
    WHERE auction_id = NEW.id;
  IF NEW.status IS DISTINCT FROM OLD.status OR NEW.category IS DISTINCT FROM OLD.category THEN
    INSERT INTO auction_category_counts AS c (status, category, n)
      SELECT v.status, v.category, sum(v.n)
      FROM (VALUES (OLD.status, OLD.category, -1), (NEW.status, NEW.category, 1)) AS v(status, category, n)
      GROUP BY v.status, v.category ORDER BY v.status, v.category
    ON CONFLICT (status, category) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER auctions_search_update
  AFTER UPDATE OF item_id, status, category, ends_at, published_at, current_price, start_price, bid_count ON auctions
  FOR EACH ROW WHEN (
    OLD.item_id IS DISTINCT FROM NEW.item_id OR OLD.status IS DISTINCT FROM NEW.status
    OR OLD.category IS DISTINCT FROM NEW.category OR OLD.ends_at IS DISTINCT FROM NEW.ends_at
    OR OLD.published_at IS DISTINCT FROM NEW.published_at OR OLD.current_price IS DISTINCT FROM NEW.current_price
    OR OLD.start_price IS DISTINCT FROM NEW.start_price OR OLD.bid_count IS DISTINCT FROM NEW.bid_count
  ) EXECUTE FUNCTION klubban_auction_updated();
--> statement-breakpoint

-- An edited title, maker or description: every auction of the item gets the new document.
CREATE OR REPLACE FUNCTION klubban_item_text_updated() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE auction_search s
    SET search_text = NEW.search_text, search_vector = strip(NEW.search_vector), title_words = klubban_title_words(NEW.search_text)
    FROM auctions a WHERE a.item_id = NEW.id AND s.auction_id = a.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER items_search_update AFTER UPDATE OF title, maker, description ON items
  FOR EACH ROW WHEN (
    OLD.title IS DISTINCT FROM NEW.title OR OLD.maker IS DISTINCT FROM NEW.maker OR OLD.description IS DISTINCT FROM NEW.description
  ) EXECUTE FUNCTION klubban_item_text_updated();
--> statement-breakpoint

-- The rows that exist already.
INSERT INTO auction_search (auction_id, status, category, ends_at, published_at, price, bid_count, search_text, search_vector, title_words)
  SELECT a.id, a.status, a.category, a.ends_at, a.published_at, coalesce(a.current_price, a.start_price), a.bid_count,
    i.search_text, strip(i.search_vector), klubban_title_words(i.search_text)
  FROM auctions a JOIN items i ON i.id = a.item_id;
--> statement-breakpoint
INSERT INTO auction_category_counts (status, category, n)
  SELECT status, category, count(*) FROM auctions GROUP BY status, category;
