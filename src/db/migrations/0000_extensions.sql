-- Trigram matching for misspellings and prefixes, accent folding for search (docs/architecture.md).
-- Both exist in PGlite (passed to PGlite.create) and in PostgreSQL's contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
