CREATE TYPE "public"."second_chance_status" AS ENUM('offered', 'accepted', 'declined', 'expired');--> statement-breakpoint
ALTER TYPE "public"."payment_status" ADD VALUE 'cancelled';--> statement-breakpoint
CREATE TABLE "second_chance_offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "second_chance_offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"auction_id" integer NOT NULL,
	"cancelled_order_id" integer NOT NULL,
	"bidder_id" text NOT NULL,
	"amount" integer NOT NULL,
	"status" "second_chance_status" DEFAULT 'offered' NOT NULL,
	"offered_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"order_id" integer,
	CONSTRAINT "second_chance_offers_amount_positive" CHECK ("second_chance_offers"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_auction_id_unique";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "bidding_blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "bidding_block_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "second_chance_offers" ADD CONSTRAINT "second_chance_offers_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_chance_offers" ADD CONSTRAINT "second_chance_offers_cancelled_order_id_orders_id_fk" FOREIGN KEY ("cancelled_order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_chance_offers" ADD CONSTRAINT "second_chance_offers_bidder_id_users_id_fk" FOREIGN KEY ("bidder_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_chance_offers" ADD CONSTRAINT "second_chance_offers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "second_chance_offers_bidder_idx" ON "second_chance_offers" USING btree ("bidder_id","offered_at");--> statement-breakpoint
CREATE INDEX "second_chance_offers_due_idx" ON "second_chance_offers" USING btree ("expires_at") WHERE status = 'offered';--> statement-breakpoint
CREATE UNIQUE INDEX "second_chance_offers_open_idx" ON "second_chance_offers" USING btree ("auction_id") WHERE status = 'offered';--> statement-breakpoint
CREATE UNIQUE INDEX "second_chance_offers_bidder_once_idx" ON "second_chance_offers" USING btree ("auction_id","bidder_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_auction_idx" ON "orders" USING btree ("auction_id") WHERE cancelled_at is null;