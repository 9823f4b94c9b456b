-- auction_search matches a word through title_words (its stem inside a title or maker word) or
-- through body_vector (full text of the description). The full-text document no longer repeats
-- what title_words already finds, so a common word's postings are read once, rows are narrower,
-- and the GIN indexes hold only the live or the ended lots a search can ask for.

-- Every word of a folded title and maker, short ones too: a stem of 1–2 letters matches them as
-- a prefix. Still split exactly as search_words is (0006), so the substring matches stay exact.
CREATE OR REPLACE FUNCTION klubban_title_words(value text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT array_to_tsvector(coalesce(array_agg(w), '{}')) FROM regexp_split_to_table(value, '[^[:alnum:]]+') AS w WHERE w <> '' $$;
--> statement-breakpoint

-- The Swedish lexemes of a description, less those some title or maker word starts with once
-- folded. A search word's stem is a prefix of any lexeme it matches, so a left-out lexeme's match
-- is a title word containing the stem (or, for a short stem, starting with it): title_words
-- finds it anyway. Lexemes are folded in one unaccent call (chr(1) separates them).
CREATE OR REPLACE FUNCTION klubban_body_vector(description text, title_words tsvector) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
  WITH l AS (SELECT tsvector_to_array(to_tsvector('swedish', coalesce(description, ''))) AS lexemes),
       p AS (SELECT coalesce(array_agg(left(w, k)), '{}') AS prefixes
             FROM unnest(tsvector_to_array(coalesce(title_words, ''::tsvector))) AS w, generate_series(1, length(w)) AS k)
  SELECT coalesce(array_to_tsvector(array_agg(x.lexeme)), ''::tsvector)
  FROM l, p, unnest(l.lexemes, string_to_array(klubban_fold(array_to_string(l.lexemes, chr(1))), chr(1))) AS x(lexeme, folded)
  WHERE NOT x.folded = ANY (p.prefixes)
  $$;
--> statement-breakpoint

DROP INDEX "auction_search_vector_idx";--> statement-breakpoint
DROP INDEX "auction_search_title_words_idx";--> statement-breakpoint
ALTER TABLE "auction_search" ADD COLUMN "body_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "auction_search" ALTER COLUMN "body_vector" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "auction_search" DROP COLUMN "search_vector";--> statement-breakpoint
UPDATE auction_search s
  SET title_words = klubban_title_words(i.search_text), body_vector = klubban_body_vector(i.description, klubban_title_words(i.search_text))
  FROM auctions a JOIN items i ON i.id = a.item_id
  WHERE a.id = s.auction_id;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION klubban_auctions_inserted() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO auction_search (auction_id, status, category, ends_at, published_at, price, bid_count, search_text, title_words, body_vector)
    SELECT a.id, a.status, a.category, a.ends_at, a.published_at, coalesce(a.current_price, a.start_price), a.bid_count,
      i.search_text, w.title_words, klubban_body_vector(i.description, w.title_words)
    FROM inserted a JOIN items i ON i.id = a.item_id, LATERAL (SELECT klubban_title_words(i.search_text) AS title_words) w;
  -- Counter rows are locked in key order, the same in every transaction.
  INSERT INTO auction_category_counts AS c (status, category, n)
    SELECT status, category, count(*) FROM inserted GROUP BY status, category ORDER BY status, category
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

CREATE OR REPLACE FUNCTION klubban_item_text_updated() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  words tsvector := klubban_title_words(NEW.search_text);
  body tsvector := klubban_body_vector(NEW.description, words);
BEGIN
  UPDATE auction_search s SET search_text = NEW.search_text, title_words = words, body_vector = body
    FROM auctions a WHERE a.item_id = NEW.id AND s.auction_id = a.id;
  RETURN NULL;
END $$;
--> statement-breakpoint

CREATE INDEX "auction_search_live_words_idx" ON "auction_search" USING gin ("title_words") WITH (fastupdate=false) WHERE status = 'live';--> statement-breakpoint
CREATE INDEX "auction_search_live_body_idx" ON "auction_search" USING gin ("body_vector") WITH (fastupdate=false) WHERE status = 'live';--> statement-breakpoint
CREATE INDEX "auction_search_ended_words_idx" ON "auction_search" USING gin ("title_words") WITH (fastupdate=false) WHERE status = 'ended';--> statement-breakpoint
CREATE INDEX "auction_search_ended_body_idx" ON "auction_search" USING gin ("body_vector") WITH (fastupdate=false) WHERE status = 'ended';
