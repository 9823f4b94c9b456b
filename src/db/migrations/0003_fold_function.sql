-- Accent- and case-folding for search ("Rorstrand" finds "Rörstrand", "pate" finds "Pâte").
-- unaccent() is only STABLE; this wrapper names its dictionary explicitly, which makes it safe to
-- declare IMMUTABLE and so usable in a generated column and its index.
CREATE OR REPLACE FUNCTION klubban_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;
