CREATE TYPE "public"."refund_status" AS ENUM('pending', 'succeeded', 'failed');--> statement-breakpoint
ALTER TYPE "public"."payment_status" ADD VALUE 'refunded';--> statement-breakpoint
ALTER TYPE "public"."payout_status" ADD VALUE 'cancelled';--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"amount_ore" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" "refund_status" DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"provider_refund_id" text,
	"idempotency_key" text NOT NULL,
	"seller_bears" boolean DEFAULT true NOT NULL,
	"seller_ore" bigint DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"error" text,
	CONSTRAINT "order_refunds_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "order_refunds_amounts" CHECK ("order_refunds"."amount_ore" > 0 and "order_refunds"."seller_ore" >= 0 and "order_refunds"."seller_ore" <= "order_refunds"."amount_ore")
);
--> statement-breakpoint
CREATE TABLE "seller_debts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "seller_debts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"seller_id" text NOT NULL,
	"order_id" integer NOT NULL,
	"refund_id" integer NOT NULL,
	"amount_ore" bigint NOT NULL,
	"settled_ore" bigint DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"settled_by_payout" integer,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_debts_refund_id_unique" UNIQUE("refund_id"),
	CONSTRAINT "seller_debts_amounts" CHECK ("seller_debts"."amount_ore" > 0 and "seller_debts"."settled_ore" >= 0 and "seller_debts"."settled_ore" <= "seller_debts"."amount_ore")
);
--> statement-breakpoint
CREATE TABLE "test_provider_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"payment_ref" text,
	"amount_ore" bigint NOT NULL,
	"reason" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_provider_refunds_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "payouts" DROP CONSTRAINT "payouts_amount_positive";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "extra_paid_ore" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "transfer_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "deducted_ore" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_debts" ADD CONSTRAINT "seller_debts_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_debts" ADD CONSTRAINT "seller_debts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_refunds_provider_idx" ON "order_refunds" USING btree ("provider","provider_refund_id");--> statement-breakpoint
CREATE INDEX "seller_debts_open_idx" ON "seller_debts" USING btree ("seller_id","created_at") WHERE settled_at is null;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_amount_non_negative" CHECK ("payouts"."amount_ore" >= 0 and "payouts"."deducted_ore" >= 0);