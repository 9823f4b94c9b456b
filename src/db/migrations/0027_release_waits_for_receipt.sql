ALTER TABLE "orders" ADD COLUMN "received_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receipt_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "release_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "release_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_received_by_known" CHECK ("orders"."received_by" is null or "orders"."received_by" in ('buyer', 'tracking', 'auto', 'pickup'));--> statement-breakpoint
-- Orders already under way keep the promise they were given: a delivered order's window ends three days after delivery
-- (the old automatic release), a shipment on its way counts as received ten days after it was shipped (the default setting).
UPDATE "orders" SET "received_by" = CASE WHEN "delivery_method" = 'pickup' THEN 'pickup' ELSE 'tracking' END,
  "release_due_at" = "done_at" + interval '3 days'
  WHERE "done_at" IS NOT NULL AND "delivery_status" IN ('pickedUp', 'done');--> statement-breakpoint
UPDATE "orders" SET "receipt_due_at" = "shipping_booked_at" + interval '10 days'
  WHERE "delivery_status" = 'shippingBooked' AND "shipping_booked_at" IS NOT NULL;
