CREATE TABLE "lot_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lot_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"auction_id" integer NOT NULL,
	"asker_id" text NOT NULL,
	"text" text NOT NULL,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"answered_by" text,
	"public" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lot_questions" ADD CONSTRAINT "lot_questions_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_questions" ADD CONSTRAINT "lot_questions_asker_id_users_id_fk" FOREIGN KEY ("asker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_questions" ADD CONSTRAINT "lot_questions_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lot_questions_auction_idx" ON "lot_questions" USING btree ("auction_id","answered_at");--> statement-breakpoint
CREATE INDEX "lot_questions_asker_idx" ON "lot_questions" USING btree ("asker_id","asked_at");--> statement-breakpoint
CREATE INDEX "lot_questions_open_idx" ON "lot_questions" USING btree ("asked_at") WHERE answered_at IS NULL;