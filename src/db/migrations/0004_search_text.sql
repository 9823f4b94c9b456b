DROP INDEX "items_title_trgm_idx";--> statement-breakpoint
DROP INDEX "items_maker_trgm_idx";--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "search_text" text GENERATED ALWAYS AS (klubban_fold(coalesce("items"."title", '') || ' ' || coalesce("items"."maker", ''))) STORED;--> statement-breakpoint
CREATE INDEX "items_search_text_trgm_idx" ON "items" USING gin ("search_text" gin_trgm_ops);