CREATE TABLE "order_withdrawals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_withdrawals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"notice_at" timestamp with time zone NOT NULL,
	"via" text NOT NULL,
	"message" text,
	"returned_at" timestamp with time zone,
	"return_kind" text,
	"refund_due_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_withdrawals_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "order_withdrawals_via_known" CHECK ("order_withdrawals"."via" in ('site', 'email')),
	CONSTRAINT "order_withdrawals_return_kind_known" CHECK ("order_withdrawals"."return_kind" is null or "order_withdrawals"."return_kind" in ('returned', 'collected'))
);
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "withdrawal_excluded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "withdrawal_excluded_reason" text;--> statement-breakpoint
ALTER TABLE "order_withdrawals" ADD CONSTRAINT "order_withdrawals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_withdrawals_open_idx" ON "order_withdrawals" USING btree ("notice_at") WHERE closed_at is null;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_withdrawal_excluded_has_reason" CHECK (not "items"."withdrawal_excluded" or "items"."withdrawal_excluded_reason" is not null);