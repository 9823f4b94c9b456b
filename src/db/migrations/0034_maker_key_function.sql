-- The key of an item's maker, the same rule as src/modules/catalog/domain/maker-key.ts (a test holds
-- the two equal): folded as the search folds (klubban_fold), only a–z, 0–9 and commas kept, "surname,
-- first" read "first surname", every other run of characters one space, trimmed; null for no maker
-- or an unknown one ("Okänd konstnär"). IMMUTABLE, like klubban_fold, so a generated column and its
-- index can use it.
CREATE OR REPLACE FUNCTION klubban_maker_key(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
  SELECT CASE
    WHEN btrim(regexp_replace(plain, '[^a-z0-9]+', ' ', 'g')) ~ '^(okand|anonym|oidentifierad|osignerad|okant)( |$)' THEN NULL
    ELSE nullif(btrim(left(btrim(regexp_replace(
      regexp_replace(plain, '^ ?([a-z0-9]+) ?, ?([a-z0-9]+(?: [a-z0-9]+)?) ?$', '\2 \1'),
      '[^a-z0-9]+', ' ', 'g')), 200)), '')
  END
  FROM (SELECT regexp_replace(public.klubban_fold(value), '[^a-z0-9,]+', ' ', 'g') AS plain) folded
  $$;
