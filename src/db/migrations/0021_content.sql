-- Content edit mode: pages with a draft and published versions, the block index that
-- /edit/{blockId} and the console search read, and who is editing. The old content_blocks table was
-- never written, so it is reshaped in place.
CREATE TABLE "content_editors" (
	"page_id" text NOT NULL,
	"session_id" text NOT NULL,
	"user_id" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_editors_page_id_session_id_pk" PRIMARY KEY("page_id","session_id")
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"page_id" text PRIMARY KEY NOT NULL,
	"draft" jsonb NOT NULL,
	"draft_revision" integer DEFAULT 1 NOT NULL,
	"draft_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"draft_updated_by" text,
	"draft_session_id" text,
	"published_version" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"page_id" text NOT NULL,
	"version" integer NOT NULL,
	"blocks" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" text,
	CONSTRAINT "content_versions_page_id_version_pk" PRIMARY KEY("page_id","version")
);
--> statement-breakpoint
ALTER TABLE "content_blocks" DROP CONSTRAINT "content_blocks_updated_by_users_id_fk";
--> statement-breakpoint
DROP INDEX "content_blocks_route_idx";--> statement-breakpoint
ALTER TABLE "content_blocks" ADD COLUMN "page_id" text NOT NULL;--> statement-breakpoint
ALTER TABLE "content_blocks" ADD COLUMN "type" text NOT NULL;--> statement-breakpoint
ALTER TABLE "content_blocks" ADD COLUMN "in_draft" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "content_blocks" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_editors" ADD CONSTRAINT "content_editors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_pages" ADD CONSTRAINT "content_pages_draft_updated_by_users_id_fk" FOREIGN KEY ("draft_updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_page_id_content_pages_page_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."content_pages"("page_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_blocks" ADD CONSTRAINT "content_blocks_page_id_content_pages_page_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."content_pages"("page_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_blocks_page_idx" ON "content_blocks" USING btree ("page_id");--> statement-breakpoint
ALTER TABLE "content_blocks" DROP COLUMN "parent_id";--> statement-breakpoint
ALTER TABLE "content_blocks" DROP COLUMN "route";--> statement-breakpoint
ALTER TABLE "content_blocks" DROP COLUMN "position";--> statement-breakpoint
ALTER TABLE "content_blocks" DROP COLUMN "kind";--> statement-breakpoint
ALTER TABLE "content_blocks" DROP COLUMN "content";--> statement-breakpoint
ALTER TABLE "content_blocks" DROP COLUMN "updated_by";--> statement-breakpoint
ALTER TABLE "content_blocks" DROP COLUMN "created_at";--> statement-breakpoint
CREATE INDEX "content_blocks_search_trgm_idx" ON "content_blocks" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);
