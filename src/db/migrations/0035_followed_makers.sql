CREATE TABLE "followed_maker_matches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "followed_maker_matches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"followed_maker_id" integer NOT NULL,
	"auction_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"emailed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "followed_makers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "followed_makers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"maker_key" text NOT NULL,
	"display_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "maker_key" text GENERATED ALWAYS AS (klubban_maker_key("items"."maker")) STORED;--> statement-breakpoint
ALTER TABLE "followed_maker_matches" ADD CONSTRAINT "followed_maker_matches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "followed_maker_matches" ADD CONSTRAINT "followed_maker_matches_followed_maker_id_followed_makers_id_fk" FOREIGN KEY ("followed_maker_id") REFERENCES "public"."followed_makers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "followed_maker_matches" ADD CONSTRAINT "followed_maker_matches_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "followed_makers" ADD CONSTRAINT "followed_makers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "followed_maker_matches_follow_auction_idx" ON "followed_maker_matches" USING btree ("followed_maker_id","auction_id");--> statement-breakpoint
CREATE INDEX "followed_maker_matches_unmailed_idx" ON "followed_maker_matches" USING btree ("user_id") WHERE "followed_maker_matches"."emailed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "followed_makers_user_maker_idx" ON "followed_makers" USING btree ("user_id","maker_key");--> statement-breakpoint
CREATE INDEX "followed_makers_maker_idx" ON "followed_makers" USING btree ("maker_key");--> statement-breakpoint
CREATE INDEX "items_maker_key_idx" ON "items" USING btree ("maker_key") WHERE "items"."maker_key" is not null;