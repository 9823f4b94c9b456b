CREATE TYPE "public"."sale_document_kind" AS ENUM('invoice', 'creditNote', 'statement');--> statement-breakpoint
CREATE TABLE "document_counters" (
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "document_counters_series_year_pk" PRIMARY KEY("series","year"),
	CONSTRAINT "document_counters_series_known" CHECK ("document_counters"."series" in ('F', 'A'))
);
--> statement-breakpoint
CREATE TABLE "sale_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sale_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" "sale_document_kind" NOT NULL,
	"number" text NOT NULL,
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"order_id" integer NOT NULL,
	"subject" text NOT NULL,
	"credits_id" integer,
	"party_id" text,
	"total_ore" bigint NOT NULL,
	"body" jsonb NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sale_documents_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "seller_vat_status" text DEFAULT 'private' NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "resale_right" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_model" text DEFAULT 'agent' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "seller_vat_status" text DEFAULT 'private' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hammer_vat_ore" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hammer_vat_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "premium_vat_ore" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "commission_vat_ore" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "resale_right_ore" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "resale_right_payer" text;--> statement-breakpoint
ALTER TABLE "sale_documents" ADD CONSTRAINT "sale_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_documents" ADD CONSTRAINT "sale_documents_party_id_users_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sale_documents_series_idx" ON "sale_documents" USING btree ("series","year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_documents_subject_idx" ON "sale_documents" USING btree ("order_id","subject");--> statement-breakpoint
CREATE INDEX "sale_documents_party_idx" ON "sale_documents" USING btree ("party_id","issued_at");--> statement-breakpoint
CREATE INDEX "sale_documents_issued_idx" ON "sale_documents" USING btree ("issued_at");--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_seller_vat_status_known" CHECK ("items"."seller_vat_status" in ('private', 'business', 'studio'));--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_resale_right_has_artist" CHECK (not "items"."resale_right" or coalesce("items"."maker", '') <> '');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_vat_model_known" CHECK ("orders"."vat_model" in ('agent', 'margin'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_seller_vat_status_known" CHECK ("orders"."seller_vat_status" in ('private', 'business', 'studio'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_resale_right_payer" CHECK (("orders"."resale_right_ore" = 0 and "orders"."resale_right_payer" is null) or ("orders"."resale_right_ore" > 0 and "orders"."resale_right_payer" in ('buyer', 'seller')));--> statement-breakpoint
-- An issued document is never changed (bokföringslagen 7 kap.; docs/decisions/0045): refuse every update and delete.
CREATE FUNCTION "sale_documents_frozen"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'sale_documents are frozen: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "sale_documents_frozen" BEFORE UPDATE OR DELETE ON "sale_documents" FOR EACH ROW EXECUTE FUNCTION "sale_documents_frozen"();
