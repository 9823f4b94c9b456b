CREATE TYPE "public"."payout_account_status" AS ENUM('none', 'pending', 'active');--> statement-breakpoint
CREATE TYPE "public"."upload_status" AS ENUM('receiving', 'ready', 'refused');--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"account_id" text NOT NULL,
	"status" "payout_account_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_account_id_unique" UNIQUE("account_id")
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"key" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"file_name" text,
	"status" "upload_status" DEFAULT 'receiving' NOT NULL,
	"refusal" text,
	"declared_bytes" bigint,
	"format" text,
	"width" integer,
	"height" integer,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "shipping_price" integer;--> statement-breakpoint
ALTER TABLE "valuations" ADD COLUMN "maker" text;--> statement-breakpoint
ALTER TABLE "valuations" ADD COLUMN "pickup_address" text;--> statement-breakpoint
ALTER TABLE "valuations" ADD COLUMN "reserve_price" integer;--> statement-breakpoint
ALTER TABLE "valuations" ADD COLUMN "seller_answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "valuations" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "valuations" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_owner_idx" ON "uploads" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "uploads_unused_idx" ON "uploads" USING btree ("status","created_at") WHERE used_at is null;