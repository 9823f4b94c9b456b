-- The same two functions as in 0009, computed faster (a bulk insert of auctions spends most of its
-- time in them): title words from one regexp split with no subquery, so the planner inlines the
-- function, and the description's lexemes in PL/pgSQL array code instead of a per-row subquery.
-- A lexeme is left out when some title word starts with its folded form, which among words of
-- letters and digits joined by spaces is " " || folded standing in " " || words.
CREATE OR REPLACE FUNCTION klubban_title_words(value text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT array_to_tsvector(array_remove(regexp_split_to_array(value, '[^[:alnum:]]+'), '')) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION klubban_body_vector(description text, title_words tsvector) RETURNS tsvector
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  lexemes text[] := tsvector_to_array(to_tsvector('swedish', coalesce(description, '')));
  -- One unaccent call for all lexemes; chr(1) stands in no lexeme and unaccent leaves it alone.
  folded text[] := string_to_array(klubban_fold(array_to_string(lexemes, chr(1))), chr(1));
  words text := ' ' || array_to_string(tsvector_to_array(coalesce(title_words, ''::tsvector)), ' ');
  kept text[] := '{}';
BEGIN
  FOR i IN 1 .. coalesce(array_length(lexemes, 1), 0) LOOP
    -- A folded form with a space in it can be no word's start (words are letters and digits).
    IF strpos(folded[i], ' ') > 0 OR strpos(words, ' ' || folded[i]) = 0 THEN
      kept := kept || lexemes[i];
    END IF;
  END LOOP;
  RETURN array_to_tsvector(kept);
END $$;
--> statement-breakpoint

-- New items add their words to search_words once per statement rather than once per row (the
-- loaders insert 100 000 items at once), in word order so two loads cannot deadlock. Edits of a
-- title or maker still add theirs row by row (0006).
CREATE OR REPLACE FUNCTION klubban_collect_inserted_search_words() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT w FROM inserted, regexp_split_to_table(inserted.search_text, '[^[:alnum:]]+') AS w WHERE length(w) >= 3 ORDER BY w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER items_collect_search_words ON items;
--> statement-breakpoint
CREATE TRIGGER items_collect_search_words AFTER UPDATE OF title, maker ON items
  FOR EACH ROW EXECUTE FUNCTION klubban_collect_search_words();
--> statement-breakpoint
CREATE TRIGGER items_collect_inserted_search_words AFTER INSERT ON items
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION klubban_collect_inserted_search_words();
