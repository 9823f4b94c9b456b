CREATE TABLE "auction_category_counts" (
	"status" "auction_status" NOT NULL,
	"category" "category" NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "auction_category_counts_status_category_pk" PRIMARY KEY("status","category")
);
--> statement-breakpoint
CREATE TABLE "auction_search" (
	"auction_id" integer PRIMARY KEY NOT NULL,
	"status" "auction_status" NOT NULL,
	"category" "category" NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone,
	"price" integer NOT NULL,
	"bid_count" integer NOT NULL,
	"search_text" text NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"title_words" "tsvector" NOT NULL
);
--> statement-breakpoint
DROP INDEX "items_search_idx";--> statement-breakpoint
DROP INDEX "items_search_text_trgm_idx";--> statement-breakpoint
DROP INDEX "search_words_trgm_idx";--> statement-breakpoint
ALTER TABLE "auction_search" ADD CONSTRAINT "auction_search_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auction_search_vector_idx" ON "auction_search" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "auction_search_title_words_idx" ON "auction_search" USING gin ("title_words") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);