-- Keep search_words in step with items: every word (3+ letters) of the folded title and maker.
CREATE OR REPLACE FUNCTION klubban_collect_search_words() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT w FROM regexp_split_to_table(NEW.search_text, '[^[:alnum:]]+') AS w WHERE length(w) >= 3
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER items_collect_search_words AFTER INSERT OR UPDATE OF title, maker ON items
  FOR EACH ROW EXECUTE FUNCTION klubban_collect_search_words();
--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT DISTINCT w FROM items, regexp_split_to_table(items.search_text, '[^[:alnum:]]+') AS w WHERE length(w) >= 3
ON CONFLICT DO NOTHING;
