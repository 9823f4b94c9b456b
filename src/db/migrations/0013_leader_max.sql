-- The leader's standing maximum on the lot's row, so a bid is decided on the row alone instead of
-- replaying every bid under the lock. A bidder's standing maximum is their latest accepted bid.
ALTER TABLE "auctions" ADD COLUMN "leader_max" integer;--> statement-breakpoint
UPDATE "auctions" a SET "leader_max" = (
  SELECT b."max_amount" FROM "bids" b
  WHERE b."auction_id" = a."id" AND b."bidder_id" = a."leader_id" AND b."status" = 'accepted'
  ORDER BY b."id" DESC LIMIT 1
) WHERE a."leader_id" IS NOT NULL;
