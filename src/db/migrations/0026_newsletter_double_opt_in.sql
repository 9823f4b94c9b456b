ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_by" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmation_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "consent_requested_at" timestamp with time zone;--> statement-breakpoint
-- Subscribers from before double opt-in stay subscribed: their rows count as confirmed (docs/decisions/0029).
UPDATE "newsletter_subscribers" SET "confirmed_at" = "subscribed_at", "confirmed_by" = 'before-double-opt-in';
